import { OpenCalculatorButton, useCalculatorIcon, useCalculatorStore } from '@/features/calculator';
import { QaSessionPage } from '@/features/qa/components/qa-session-page';

/**
 * The Q&A session player with the calculator icon (spec §4 Show Calculator Icon while a session is
 * on screen). Composed here because a feature never imports another feature.
 */
export default function QaSessionRoute() {
  useCalculatorIcon();
  const showIcon = useCalculatorStore((state) => state.showCalculatorIcon);
  return <QaSessionPage tools={showIcon ? <OpenCalculatorButton /> : null} />;
}
