import { errors } from '@boardready/contracts/errors';
import type { Database } from '../../db/client';
import type { AccountRow } from '../auth/session-repository';
import { type Program, toProgram } from './dto';
import { medCentralRepository } from './repository';

/**
 * Who reaches which program (decision 1402), checked on every call: members of a residency
 * program reach it (program directors and faculty manage it); staff admins reach and manage every
 * residency program (MedCentral access lets them in, decision 0201). Anyone else has no MedCentral
 * (403); another program, and its rows, are 404.
 */
export function programAccess(db: Database) {
  const repo = medCentralRepository(db);

  async function programsOf(account: AccountRow): Promise<Program[]> {
    const rows = await repo.programs(account.id, account.isAdmin);
    if (rows.length === 0 && !account.isAdmin) throw errors.noMedCentralAccess();
    return rows.map((row) => toProgram(row, account.isAdmin));
  }

  /** The caller's program, or `notFound` (by default: no such program among theirs). */
  async function programFor(
    account: AccountRow,
    organizationId: number,
    notFound = errors.programNotFound,
  ): Promise<Program> {
    const program = (await programsOf(account)).find((p) => p.organizationId === organizationId);
    if (!program) throw notFound();
    return program;
  }

  function assertManager(program: Program) {
    if (!program.canManage) throw errors.notProgramManager();
  }

  return { programsOf, programFor, assertManager };
}

export type ProgramAccess = ReturnType<typeof programAccess>;
