import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs work after the answer has gone out, in this process (decision 0410): for work whose
     * duration must not show in the answer (which addresses have accounts), or that the user
     * need not wait for. Failures are logged; closing the app waits for what is running.
     */
    defer(name: string, work: () => Promise<unknown>): void;
    /** resolves once no deferred work is running (tests, shutdown) */
    deferredWorkDone(): Promise<void>;
  }
}

export const deferredWorkPlugin = fp(async (app: FastifyInstance) => {
  const running = new Set<Promise<unknown>>();
  app.decorate('defer', (name: string, work: () => Promise<unknown>) => {
    const task = new Promise((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => app.log.error({ err: error, work: name }, 'deferred work failed'))
      .finally(() => running.delete(task));
    running.add(task);
  });
  app.decorate('deferredWorkDone', async () => {
    while (running.size > 0) await Promise.allSettled([...running]);
  });
  app.addHook('onClose', async () => app.deferredWorkDone());
});
