import { HelpfulLinkAnchor } from '@/components/helpful-links/helpful-link';
import {
  HELPFUL_LINK_KIND_TEXT,
  helpfulLinkKind,
} from '@/components/helpful-links/helpful-link-kind';
import { Icon } from '@/components/ui/icon';
import { LoadError, LoadingState } from '@/components/ui/load-state';
import { Page } from '@/components/ui/page';
import { PublicSiteLink } from '@/components/ui/public-site-link';
import { useSpecialties } from '../api/specialties';
import { useShellModel } from '../hooks/use-shell-model';

/**
 * /helpfulstuff: the Helpful Stuff menu as a page (decision 0503). The columns come from the
 * shell's one model, so the menu, the drawer and this page list the same links, rewritten the
 * same way; the page only lays them out with room to say what each opens.
 */
export function HelpfulStuffPage() {
  const model = useShellModel();
  const specialties = useSpecialties(model.signedIn);

  return (
    <Page title="Helpful Stuff">
      <p className="text-slate-700">
        Reference links for your specialties: study guides, board blueprints, normal lab values, the
        antibiotics reference and more.
      </p>
      {specialties.isPending && <LoadingState label="Loading your links…" />}
      {specialties.isError && (
        <LoadError
          message="Your links could not be loaded. Check your connection and try again."
          onRetry={() => specialties.refetch()}
        />
      )}
      {specialties.isSuccess && model.helpfulColumns.length === 0 && (
        <p className="rounded-md border border-slate-200 bg-white px-4 py-6 text-slate-800">
          Hmm, you haven't purchased IM, Peds, or MedStudent products yet. Visit{' '}
          <PublicSiteLink host={model.publicHost} /> to get started!
        </p>
      )}
      {model.helpfulColumns.map((column) => (
        <section
          key={column.specialty}
          aria-labelledby={`helpful-${column.specialty}`}
          className="flex flex-col gap-3"
        >
          <h2 id={`helpful-${column.specialty}`} className="text-lg font-semibold text-slate-900">
            {column.title}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {column.links.map((link) => {
              const kind = helpfulLinkKind(link);
              return (
                <li key={`${link.label}-${link.link}`} className="flex">
                  <HelpfulLinkAnchor
                    link={link}
                    className="group grid w-full grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 rounded-lg border border-slate-200 bg-white px-4 py-3 font-medium text-slate-900 hover:border-brand-600 hover:bg-brand-50"
                  >
                    {/* HelpfulLinkAnchor renders the (rich) label first: row 1, column 1 */}
                    <span className="col-start-1 row-start-2 text-xs font-normal text-slate-600">
                      <span className="sr-only">, </span>
                      {HELPFUL_LINK_KIND_TEXT[kind]}
                    </span>
                    <span className="col-start-2 row-span-2 row-start-1 self-center">
                      <Icon
                        name={kind === 'page' ? 'chevron' : 'open_in_new'}
                        className="size-5 text-slate-500 group-hover:text-brand-700"
                      />
                    </span>
                  </HelpfulLinkAnchor>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </Page>
  );
}

export default HelpfulStuffPage;
