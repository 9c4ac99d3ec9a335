import type { AdminProduct, StaffLiveSession } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { bindField } from '@/components/ui/form-field';
import { QueryStatus } from '@/components/ui/query-status';
import { SelectField } from '@/components/ui/select-field';
import { ServerForm } from '@/components/ui/server-form';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { lazyZodResolver, useServerForm } from '@/lib/forms';
import { useLiveProducts } from '../api/live-products';
import { useScheduleSession } from '../api/schedule-session';
import { browserZone, instantOfLocalDateTime } from '../utils/local-date-time';
import {
  type LiveSessionInput,
  newScheduleValues,
  SCHEDULE_FIELDS,
  type ScheduleFormValues,
} from '../utils/schedule-form';
import { timeZoneName } from '../utils/session-time';

const TITLE = 'Schedule a session';

const resolver = lazyZodResolver<ScheduleFormValues, LiveSessionInput>(async () =>
  (await import('../utils/schedule-form-schema')).scheduleForm(),
);

/** The demo stream that every server serves (decision 1603), for a demo or a rehearsal. */
const DEMO_STREAM = routes.live.demoPlaylist.path;

interface FormProps {
  onClose: () => void;
  onScheduled: (session: StaffLiveSession) => void;
}

/**
 * Schedules a live session of a catalogue's live product. It stays mounted once opened, so that
 * closing gives the focus back to the button that opened it.
 */
export function ScheduleSessionDialog({ open, ...props }: FormProps & { open: boolean }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && props.onClose()} size="md" title={TITLE}>
      {open && <ScheduleSessionForm {...props} />}
    </Dialog>
  );
}

function ScheduleSessionForm(props: FormProps) {
  const products = useLiveProducts();
  if (!products.data) return <QueryStatus query={products} loading="Loading the live products…" />;
  if (products.data.length === 0)
    return (
      <>
        <Alert tone="info">
          The catalogue has no live product yet: add one of type Live on the Products screen, then
          schedule its sessions here.
        </Alert>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={props.onClose}>
            Close
          </Button>
        </div>
      </>
    );
  return <SessionForm products={products.data} {...props} />;
}

/** 'Your time zone: Eastern Daylight Time (America/New_York).', at the moment typed (or now). */
function zoneHint(local: string): string {
  const at = instantOfLocalDateTime(local);
  const zone = browserZone();
  return `Your time zone: ${timeZoneName(at ? new Date(at) : new Date())} (${zone}).`;
}

/** Every field of the session; the server's refusals show at their fields, its sentence above. */
function SessionForm({
  products,
  onClose,
  onScheduled,
}: FormProps & { products: readonly AdminProduct[] }) {
  const schedule = useScheduleSession();
  const form = useServerForm<ScheduleFormValues, LiveSessionInput>({
    resolver,
    defaultValues: newScheduleValues(products.map((p) => p.code)),
    serverFields: SCHEDULE_FIELDS,
    submit: async (body) => onScheduled(await schedule.mutateAsync(body)),
  });
  const [startsAt, endsAt] = form.watch(['startsAt', 'endsAt']);

  return (
    <ServerForm
      form={form}
      label={TITLE}
      intro={
        <p className="text-sm text-slate-700">
          Learners who hold the product see the session on their schedule at once, with its calendar
          file; the stream plays from its start to its end.
        </p>
      }
    >
      <SelectField
        label="Live product"
        placeholder={products.length > 1 ? 'Choose a live product…' : undefined}
        options={products.map((p) => ({ value: p.code, label: `${p.shortName} (${p.code})` }))}
        {...bindField(form, 'productCode')}
      />
      <TextField label="Title" autoComplete="off" {...bindField(form, 'title')} />
      <TextField label="Presenter" autoComplete="off" {...bindField(form, 'presenter')} />
      <TextArea
        label="Description (optional)"
        hint="What the session covers, on the learners' schedule."
        rows={3}
        className="[&_textarea]:min-h-24"
        {...bindField(form, 'description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Starts"
          type="datetime-local"
          hint={zoneHint(startsAt)}
          {...bindField(form, 'startsAt')}
        />
        <TextField
          label="Ends"
          type="datetime-local"
          hint={zoneHint(endsAt || startsAt)}
          min={startsAt || undefined}
          {...bindField(form, 'endsAt')}
        />
      </div>
      <TextField
        label="Stream address"
        hint={`The HLS playlist: an https:// address of the streaming service, or a path on this site (the demo stream: ${DEMO_STREAM}).`}
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        {...bindField(form, 'streamUrl')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" busy={schedule.isPending}>
          Schedule session
        </Button>
      </div>
    </ServerForm>
  );
}
