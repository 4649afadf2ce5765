/** The Sida exchange pages, in one lazily loaded chunk (the route table names them by key). */
import RecordSidaPage from './RecordSidaPage';
import SidaCardDetailPage from './SidaCardDetailPage';
import SidaCardsPage from './SidaCardsPage';
import { SidaExchangePage } from './SidaExchangePage';
import SidaExchangesPage from './SidaExchangesPage';
import SidaSettingsPage from './SidaSettingsPage';

export const sidaPages = {
  basicInformation: () => <SidaExchangePage kind="class-list" />,
  receiveScores: () => <SidaExchangePage kind="results" />,
  record: RecordSidaPage,
  cards: SidaCardsPage,
  cardDetail: SidaCardDetailPage,
  exchanges: SidaExchangesPage,
  settings: SidaSettingsPage,
};
