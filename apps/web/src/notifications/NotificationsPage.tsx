import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { hasPermission, useMe } from '../auth/session';
import { PageTitle } from '../shared/ui/PageTitle';
import { ExpiringDocuments } from './ExpiringDocuments';
import { NotificationList } from './NotificationList';

type Tab = 'inbox' | 'expiring';

/**
 * /notifications (002 §2): the user's own notifications, and (issue 9 §6) the expiring documents
 * list for those who read crews. The tab lives in the address (?tab=expiring) so a link or a
 * reload opens the same one.
 */
export function NotificationsPage() {
  const [params, setParams] = useSearchParams();
  const canReadCrews = hasPermission(useMe().data, 'crew-change.read');
  const tab: Tab = params.get('tab') === 'expiring' && canReadCrews ? 'expiring' : 'inbox';
  return (
    <>
      <PageTitle>Notifications</PageTitle>
      <Tabs
        value={tab}
        onChange={(v) => setParams(v === 'expiring' ? { tab: 'expiring' } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="inbox" data-testid="tab-notifications">
            Notifications
          </Tabs.Tab>
          {canReadCrews ? (
            <Tabs.Tab value="expiring" data-testid="tab-expiring">
              Expiring documents
            </Tabs.Tab>
          ) : null}
        </Tabs.List>
        <Tabs.Panel value="inbox">
          <NotificationList />
        </Tabs.Panel>
        {canReadCrews ? (
          <Tabs.Panel value="expiring">
            <ExpiringDocuments />
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </>
  );
}
