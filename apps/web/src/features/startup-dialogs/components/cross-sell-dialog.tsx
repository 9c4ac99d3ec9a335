import type { CrossSellProduct } from '@boardready/contracts';
import { Dialog } from 'radix-ui';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { usePublicConfig } from '@/lib/public-config';
import { closeStartupDialog, dismissStartupDialog } from '../api/startup-dialogs';

const ACTION =
  'inline-flex min-h-10 items-center rounded-md px-3 py-2 text-sm font-semibold underline-offset-2 hover:underline';

/**
 * The cross-sell dialog (spec §2; contents by decision 0601): products of the user's specialties
 * they do not own, each with its page on the public site and, where offered, a free trial.
 * Closing it in any way rests it for 30 days.
 */
export function CrossSellDialog({ products }: { products: CrossSellProduct[] }) {
  const { productName } = usePublicConfig();
  const dismiss = () => void dismissStartupDialog('crossSell');
  return (
    <Dialog.Root open onOpenChange={(open) => !open && dismiss()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[4000] bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-[4010] max-h-[90dvh] w-[calc(100vw-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-semibold text-slate-900">
            More for your board prep
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">
            These {productName} products cover your specialty too.
          </Dialog.Description>
          <ul className="mt-4 flex flex-col gap-3">
            {products.map((product) => (
              <li
                key={product.code}
                aria-labelledby={`cross-sell-${product.code}`}
                className="rounded-md border border-slate-200 p-4"
              >
                <h3 id={`cross-sell-${product.code}`} className="font-semibold text-slate-900">
                  {product.shortName}
                </h3>
                <p className="text-sm text-slate-600">{product.fullName}</p>
                {product.description && (
                  <p className="mt-1 text-sm text-slate-700">{product.description}</p>
                )}
                <div className="mt-2 flex flex-wrap gap-2">
                  {product.trialAvailable && (
                    <Link
                      to={paths.freeTrials}
                      onClick={closeStartupDialog}
                      className={`${ACTION} text-brand-800`}
                      aria-label={`Start a free trial of ${product.shortName}`}
                    >
                      Start a free trial
                    </Link>
                  )}
                  <a
                    href={product.url}
                    target="_blank"
                    rel="noreferrer"
                    className={`${ACTION} text-brand-700`}
                  >
                    About {product.shortName}
                  </a>
                </div>
              </li>
            ))}
          </ul>
          <div className="mt-6 flex justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary">Not now</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
