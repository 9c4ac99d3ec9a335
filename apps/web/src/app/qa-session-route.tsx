import { QaSessionPage } from '@/features/qa-sessions/components/qa-session-screen';
import { usePlayerTools } from './player-tools';

/** The Q&A session player with the players' shared tools at hand (lab values, calculator). */
export default function QaSessionRoute() {
  return <QaSessionPage tools={usePlayerTools()} />;
}
