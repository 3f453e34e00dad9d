import { Loader } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import type { Permission } from '@crewing/domain';
import { LoginPage } from '../auth/LoginPage';
import { ResetPasswordPage } from '../auth/ResetPasswordPage';
import { PublicOnly, RequirePermission, RequireSession, ResetOnly } from '../auth/RouteGuard';
import { HistoryLogPage } from '../audit/HistoryLogPage';
import { AppLayout } from '../layout/AppLayout';
import { PlannedScreen } from '../shared/PlannedScreen';
import { UserCreatePage } from '../users/UserCreatePage';
import { UserDetailPage } from '../users/UserDetailPage';
import { UserListPage } from '../users/UserListPage';
import { CREW_CHANGE_ROUTES, PLANNED_ROUTES, REDIRECTS } from './route-table';

// The crew change screens carry the grid library; they load when first opened.
const BoardPage = lazy(() => import('../crew-change/BoardPage').then((m) => ({ default: m.BoardPage })));
const CrewChangeListPage = lazy(() => import('../crew-change/CrewChangeListPage').then((m) => ({ default: m.CrewChangeListPage })));

function later(element: ReactNode): ReactNode {
  return <Suspense fallback={<Loader size="sm" aria-label="Loading" />}>{element}</Suspense>;
}

function guarded(permission: Permission | undefined, element: ReactNode): ReactNode {
  return permission ? <RequirePermission permission={permission}>{element}</RequirePermission> : element;
}

/** The legacy's duplicate user paths forward to the ones with screens. */
function UserIdRedirect() {
  const { id } = useParams();
  return <Navigate to={`/v/settings/user-detail/${id ?? ''}`} replace />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/"
        element={
          <PublicOnly>
            <LoginPage />
          </PublicOnly>
        }
      />
      <Route
        path="/reset-password"
        element={
          <ResetOnly>
            <ResetPasswordPage />
          </ResetOnly>
        }
      />
      <Route element={<RequireSession />}>
        <Route element={<AppLayout />}>
          <Route path="/v/settings/user" element={guarded('users.manage', <UserListPage />)} />
          <Route path="/v/settings/user-create" element={guarded('users.manage', <UserCreatePage />)} />
          <Route path="/v/settings/user-detail/:id" element={guarded('users.manage', <UserDetailPage />)} />
          <Route path="/v/settings/user/:id" element={<UserIdRedirect />} />
          <Route path="/v/settings/create" element={<Navigate to="/v/settings/user-create" replace />} />
          <Route path="/v/utilities/history-log/index" element={guarded('audit.read', <HistoryLogPage />)} />
          <Route path={CREW_CHANGE_ROUTES.fleetBoard} element={guarded('crew-change.read', later(<BoardPage key="fleet" variant="fleet" />))} />
          <Route path={CREW_CHANGE_ROUTES.vesselBoard} element={guarded('crew-change.read', later(<BoardPage key="vessel" variant="vessel" />))} />
          <Route path={CREW_CHANGE_ROUTES.overdue} element={guarded('crew-change.read', later(<CrewChangeListPage key="overdue" kind="overdue" />))} />
          <Route path={CREW_CHANGE_ROUTES.noBatch} element={guarded('crew-change.read', later(<CrewChangeListPage key="no-batch" kind="no-batch" />))} />
          {PLANNED_ROUTES.map((r) => (
            <Route
              key={r.path}
              path={r.path}
              element={guarded(r.permission, <PlannedScreen key={r.path} title={r.title} arrivesWith={r.arrivesWith} />)}
            />
          ))}
          {REDIRECTS.map((r) => (
            <Route key={r.from} path={r.from} element={<Navigate to={r.to} replace />} />
          ))}
        </Route>
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
