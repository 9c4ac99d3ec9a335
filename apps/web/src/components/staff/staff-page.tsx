import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Page } from '@/components/ui/page';
import { useSession } from '@/lib/session';
import { holdsRight, STAFF_RIGHT_NAMES, type StaffScreenRight } from './staff-rights';

/**
 * The frame of every back-office screen (/ngadmin, issue 26): the page, and in it the screen only
 * for an account with the screen's right; anyone else is told which right it needs. The server
 * refuses their calls anyway (403): this only spares them a screen of errors.
 */
export function StaffPage({
  title,
  right,
  wide = true,
  children,
}: {
  title: string;
  right: StaffScreenRight | readonly StaffScreenRight[];
  wide?: boolean;
  children: ReactNode;
}) {
  const session = useSession();
  const rights = typeof right === 'string' ? [right] : right;
  const allowed = rights.some((r) => holdsRight(session, r));
  return (
    <Page title={title} wide={wide}>
      {allowed ? (
        children
      ) : (
        <Alert tone="error">
          This screen is for staff with the {rights.map((r) => STAFF_RIGHT_NAMES[r]).join(' or ')}{' '}
          right. Ask an administrator if you need it.
        </Alert>
      )}
    </Page>
  );
}
