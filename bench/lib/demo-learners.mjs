/**
 * Copies of the demo learner for a benchmark (its password and accepted terms, so they sign in
 * as it does), `count` of them named `<prefix>-<n>@bench.test`, each holding the catalogue
 * products `codes` from yesterday for a year. Answers each one's e-mail and user products by code.
 */
export async function addDemoLearnerCopies(client, { prefix, count, codes }) {
  const { rows } = await client.query(
    `with added as (
       insert into accounts (email, first_name, last_name, password_hash, accepted_terms_version, accepted_terms_at)
       select $1 || '-' || g || '@bench.test', 'Bench', 'Learner ' || g, password_hash,
              accepted_terms_version, accepted_terms_at
       from accounts, generate_series(1, $2::int) g
       where email = 'learner@demo.test'
       returning id, email)
     insert into user_products (account_id, product_id, starts_at, ends_at)
     select added.id, products.id, now() - interval '1 day', now() + interval '1 year'
     from added, products where products.code = any($3::text[])
     returning id, account_id, (select code from products p where p.id = product_id) as code`,
    [prefix, count, codes],
  );
  const emails = new Map(
    (
      await client.query('select id, email from accounts where email like $1', [
        `${prefix}-%@bench.test`,
      ])
    ).rows.map((r) => [r.id, r.email]),
  );
  const learners = new Map();
  for (const row of rows) {
    const email = emails.get(row.account_id);
    const learner = learners.get(email) ?? { email, userProducts: {} };
    learner.userProducts[row.code] = row.id;
    learners.set(email, learner);
  }
  return [...learners.values()];
}
