import { Loader } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { Permission } from '@crewing/domain';
import { RequirePermission, RequireSession } from '../auth/RouteGuard';
import { PlannedScreen } from '../shared/ui/PlannedScreen';
import { AppLayout } from './layout/AppLayout';
import { CrewFileProvider } from '../shared/crew-file';
import { CREW_FILE, PLANNED_ROUTES, PUBLIC_ROUTES, REDIRECTS, ROUTES } from './route-table';

/** A screen may be loaded when first opened (`lazyScreen()` in its area); a small spinner shows meanwhile. */
function deferred(element: ReactNode): ReactNode {
  return <Suspense fallback={<Loader size="sm" aria-label="Loading" />}>{element}</Suspense>;
}

function guarded(permission: Permission | undefined, element: ReactNode): ReactNode {
  return permission ? <RequirePermission permission={permission}>{element}</RequirePermission> : element;
}

/** The route table of 002 §2, composed from the areas (app/areas.ts). Unknown paths go to /. */
export function AppRoutes() {
  return (
    <CrewFileProvider value={CREW_FILE}>
      <Routes>
        {PUBLIC_ROUTES.map((r) => (
          <Route key={r.path} path={r.path} element={r.element} />
        ))}
        <Route element={<RequireSession />}>
          <Route element={<AppLayout />}>
            {ROUTES.map((r) => (
              <Route key={r.path} path={r.path} element={guarded(r.permission, deferred(r.element))} />
            ))}
            {PLANNED_ROUTES.map((r) => (
              <Route
                key={r.path}
                path={r.path}
                element={guarded(
                  r.permission,
                  <PlannedScreen key={r.path} title={r.title} arrivesWith={r.arrivesWith} />,
                )}
              />
            ))}
            {REDIRECTS.map((r) => (
              <Route key={r.from} path={r.from} element={<Navigate to={r.to} replace />} />
            ))}
          </Route>
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </CrewFileProvider>
  );
}
