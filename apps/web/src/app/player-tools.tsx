import type { PlayerToolsContext } from '@/components/question-player/player-toolbar';
import { OpenCalculatorButton, useCalculatorIcon } from '@/features/calculator';
import { LabValuesPopupButton } from '@/features/references/components/lab-values-popup';

/**
 * The tools every question player offers beside its own (decision 0907): the lab values pop-up
 * and the calculator icon (spec §4 Show Calculator Icon while a player is on screen). Composed
 * here because a feature never imports another feature.
 */
export function usePlayerTools() {
  // The store hears that a player is on screen; the player's own icon is drawn with the player's
  // first drawing (the server's too, decision 0415), not one effect later, which moved the
  // buttons beside it.
  useCalculatorIcon();
  return ({ specialty, buttonClassName }: PlayerToolsContext) => (
    <>
      <LabValuesPopupButton specialty={specialty} className={buttonClassName} />
      <OpenCalculatorButton />
    </>
  );
}
