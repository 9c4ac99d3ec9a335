import type { BrowseCard } from '@boardready/contracts';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LoadError, LoadingState } from '@/components/ui/load-state';
import { NARROW_SCREEN_TABLES, RichText } from '@/components/ui/rich-text';
import { ApiError } from '@/lib/api-client';
import { type BrowseCardChange, useBrowsedCard, useUpdateBrowsedCard } from '../api/browse-cards';
import { CardMarks } from './browse-results';
import { CardInfoDialog } from './card-info-dialog';

/** A side of the card in the preview: the card's own text subset, at reading size. */
const SIDE =
  'flex flex-col gap-2 text-base text-slate-900 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_td]:border [&_td]:border-slate-300 [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-100 [&_th]:px-2 [&_th]:py-1 [&_img]:h-auto [&_img]:max-w-full';

function Side({ title, html }: { title: string; html: string }) {
  return (
    <section className="flex flex-col gap-1.5" aria-label={title}>
      <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{title}</h3>
      <div className="rounded-lg border border-slate-200 bg-white p-3">
        <RichText html={html} className={`${SIDE} ${NARROW_SCREEN_TABLES}`} />
      </div>
    </section>
  );
}

/** The card's actions, each saying what it will do (Suspend or Restore, Flag or Unflag…). */
function CardActions({
  card,
  busy,
  onChange,
  onInfo,
}: {
  card: BrowseCard;
  busy: boolean;
  onChange(change: BrowseCardChange): void;
  onInfo(): void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        disabled={busy}
        onClick={() => onChange({ suspended: !card.suspended })}
      >
        {card.suspended ? 'Restore' : 'Suspend'}
      </Button>
      <Button
        variant="secondary"
        disabled={busy}
        aria-pressed={card.flagged}
        onClick={() => onChange({ flagged: !card.flagged })}
      >
        {card.flagged ? 'Unflag' : 'Flag'}
      </Button>
      <Button
        variant="secondary"
        disabled={busy}
        onClick={() => onChange({ buried: !card.buried })}
      >
        {card.buried ? 'Unbury' : 'Bury until tomorrow'}
      </Button>
      <Button variant="ghost" onClick={onInfo}>
        Card info
      </Button>
    </div>
  );
}

/**
 * A card opened from the browser (its address's ?card=): its front and back as studied, its
 * marks, and what Anki's browser does to it: suspend or restore, flag or unflag, bury or unbury,
 * and its card info (a dialog over this one; closing it comes back here).
 */
export function BrowseCardDialog({
  userProductId,
  cardId,
  onClose,
}: {
  userProductId: number;
  /** null: closed */
  cardId: number | null;
  onClose(): void;
}) {
  const card = useBrowsedCard(userProductId, cardId);
  const update = useUpdateBrowsedCard(userProductId);
  const [infoOpen, setInfoOpen] = useState(false);
  const shown = card.data;
  const change = (next: BrowseCardChange) => {
    if (shown) update.mutate({ cardId: shown.cardId, change: next });
  };
  return (
    <>
      <Dialog
        open={cardId !== null}
        onOpenChange={(open) => {
          if (!open) {
            update.reset();
            onClose();
          }
        }}
        title={shown ? `Card ${shown.code}` : 'Card'}
        size="md"
      >
        {shown ? (
          <div className="flex flex-col gap-4">
            <CardMarks card={shown} />
            <Side title="Front" html={shown.frontHtml} />
            <Side title="Back" html={shown.backHtml} />
            {shown.extraHtml && <Side title="Extra" html={shown.extraHtml} />}
            {shown.topics.length > 0 && (
              <p className="text-sm text-slate-700">
                <span className="font-semibold">Topics:</span>{' '}
                {shown.topics.map((topic) => topic.name).join(', ')}
              </p>
            )}
            {update.isError && (
              <Alert tone="error">
                {update.error instanceof ApiError
                  ? update.error.message
                  : 'The card could not be changed. Check your connection and try again.'}
              </Alert>
            )}
            <CardActions
              card={shown}
              busy={update.isPending}
              onChange={change}
              onInfo={() => setInfoOpen(true)}
            />
          </div>
        ) : card.isError ? (
          <LoadError
            message="The card could not be loaded. Check your connection and try again."
            onRetry={() => void card.refetch()}
          />
        ) : card.isSuccess ? (
          <Alert tone="error">This deck has no such card.</Alert>
        ) : (
          <LoadingState label="Loading the card…" />
        )}
      </Dialog>
      <CardInfoDialog
        userProductId={userProductId}
        cardId={infoOpen && shown ? shown.cardId : null}
        onClose={() => setInfoOpen(false)}
      />
    </>
  );
}
