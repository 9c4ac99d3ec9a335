/** The public site's host, as a link to it: the empty states' "Visit {host}" leads somewhere. */
export function PublicSiteLink({ host }: { host: string }) {
  return (
    <a
      href={`https://${host}`}
      className="font-semibold text-brand-700 underline underline-offset-2"
    >
      {host}
    </a>
  );
}
