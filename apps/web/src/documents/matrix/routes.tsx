import { SettingDetailPage } from '../../master-data/SettingDetailPage';
import { navSection, type WebArea } from '../../shared/web-area';
import { DocumentMatrix } from './DocumentMatrix';
import { FlagDocumentMatrixPage } from './FlagDocumentMatrixPage';
import { RankTabs } from './RankTabs';

/**
 * The document matrix (issue 9): which documents a rank (002 §2 /v/settings/rank/{id}/document-matrix)
 * or a vessel flag requires. Read by whoever reads crews; changed with documents.matrix.manage.
 */
export const documentMatrixArea: WebArea = {
  routes: [
    {
      path: '/v/settings/rank/:id/document-matrix',
      permission: 'crew-change.read',
      element: (
        <SettingDetailPage settingKey="rank">
          {(id) => (
            <>
              <RankTabs id={id} value="document-matrix" />
              <DocumentMatrix key={id} owner="rank" ownerId={id} />
            </>
          )}
        </SettingDetailPage>
      ),
    },
    { path: '/v/settings/flag-document-matrix', permission: 'crew-change.read', element: <FlagDocumentMatrixPage /> },
  ],
  nav: navSection('Settings', [
    { label: 'Flag Documents', to: '/v/settings/flag-document-matrix', permission: 'crew-change.read' },
  ]),
  // The matrix projection pushes the master-data topic after commit; another user's change shows here.
  live: (topic, utils) => {
    if (topic.kind === 'master-data' && (topic.masterKind === null || topic.masterKind === 'document-matrix'))
      void utils.documents.matrix.get.invalidate();
  },
};
