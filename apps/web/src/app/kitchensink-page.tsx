import { Page } from '@/components/ui/page';
import { OpenCalculatorButton } from '@/features/calculator';
import { useServerEnvironment } from '@/lib/server-environment';

/** Spec §3/§4 server environment state, as loaded at start. */
function ServerEnvironment() {
  const { isLoading, isProduction } = useServerEnvironment();
  return (
    <section aria-labelledby="kitchensink-environment" className="flex flex-col gap-1">
      <h2 id="kitchensink-environment" className="text-lg font-semibold">
        Server environment
      </h2>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 text-sm">
        <dt className="font-medium">isLoading</dt>
        <dd>{String(isLoading)}</dd>
        <dt className="font-medium">isProduction</dt>
        <dd>{String(isProduction)}</dd>
      </dl>
    </section>
  );
}

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
      <ServerEnvironment />
    </Page>
  );
}
