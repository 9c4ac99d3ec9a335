import { useServerEnvironment } from '@/lib/server-environment';

/** Spec §3/§4 server environment state, as loaded at start. */
export function ServerEnvironmentSection() {
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
