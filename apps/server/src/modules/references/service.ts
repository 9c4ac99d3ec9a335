import type {
  AntibioticsReference,
  LabValuesSpecialty,
  LabValuesTable,
} from '@boardready/contracts/references';
import { referenceContent } from './content-repository';

export function referenceService(content = referenceContent) {
  return {
    /** The table a specialty's page shows: IM and MS read the adult table, PEDS the pediatric. */
    labValues(specialty: LabValuesSpecialty): LabValuesTable {
      const all = content.labValues();
      const { title, table: tableName } = all.specialties[specialty];
      // The schema guarantees the table exists (superRefine), so this cannot be undefined.
      const table = all.tables[tableName]!;
      return {
        specialty,
        title,
        population: table.population,
        groups: table.groups,
        sources: all.sources,
        disclaimer: all.disclaimer,
      };
    },

    antibiotics(): AntibioticsReference {
      const { classes, sources, disclaimer } = content.antibiotics();
      return { classes, sources, disclaimer };
    },
  };
}
