import { OpenCalculatorButton, useCalculatorIcon, useCalculatorStore } from '@/features/calculator';
import { QaSessionPage } from '@/features/qa-sessions/components/qa-session-page';
import { LabValuesPopupButton } from '@/features/references/components/lab-values-popup';

/**
 * The Q&A session player with its tools at hand: the lab values pop-up, and the calculator icon
 * (spec §4 Show Calculator Icon while a session is on screen). Composed here because a feature
 * never imports another feature.
 */
export default function QaSessionRoute() {
  useCalculatorIcon();
  const showIcon = useCalculatorStore((state) => state.showCalculatorIcon);
  return (
    <QaSessionPage
      tools={({ specialty, buttonClassName }) => (
        <>
          <LabValuesPopupButton specialty={specialty} className={buttonClassName} />
          {showIcon && <OpenCalculatorButton />}
        </>
      )}
    />
  );
}
