import { SaExamPage } from '@/features/qa-self-assessment/components/sa-exam-screen';
import { usePlayerTools } from './player-tools';

/** The self-assessment exam with the players' shared tools at hand (lab values, calculator). */
export default function QaSaExamRoute() {
  return <SaExamPage tools={usePlayerTools()} />;
}
