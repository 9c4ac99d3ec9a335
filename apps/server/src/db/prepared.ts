/**
 * A statement built and prepared (drizzle `.prepare(name)`, with placeholders) on its first use.
 * For the hot paths that run a few statements many times: building their SQL and having the
 * database parse it took longer than running them (decision 1105). Plans stay custom.
 */
export function preparedOnce<T>(build: () => T): () => T {
  let statement: T | undefined;
  return () => {
    statement ??= build();
    return statement;
  };
}
