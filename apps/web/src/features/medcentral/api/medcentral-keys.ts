/**
 * MedCentral's query keys, under the root the shell's access check shares (['medcentral']):
 * entering MedCentral drops them all, so that the access check and the data are asked afresh
 * (decision 1402, STATE-13).
 */
export const medCentralKeys = {
  all: ['medcentral'] as const,
  programs: ['medcentral', 'programs'] as const,
  program: (organizationId: number) => ['medcentral', 'program', organizationId] as const,
  home: (organizationId: number) => ['medcentral', 'program', organizationId, 'home'] as const,
  assignments: (organizationId: number) =>
    ['medcentral', 'program', organizationId, 'assignments'] as const,
  assignable: (organizationId: number) =>
    ['medcentral', 'program', organizationId, 'assignable'] as const,
  assignment: (assignmentId: number) => ['medcentral', 'assignment', assignmentId] as const,
};
