import { Page } from '@/components/ui/page';
import { OpenCalculatorButton } from '@/features/calculator';

/** The component showcase (non-production builds only). */
export function KitchensinkPage() {
  return (
    <Page title="Kitchen Sink">
      <section aria-labelledby="kitchensink-calculator" className="flex items-center gap-2">
        <h2 id="kitchensink-calculator" className="text-lg font-semibold">
          Calculator
        </h2>
        <OpenCalculatorButton />
      </section>
    </Page>
  );
}
