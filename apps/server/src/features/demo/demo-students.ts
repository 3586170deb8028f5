import type { Db } from '../../db/client';
import { guardians } from '../guardians/guardians.table';
import { studentGuardians } from '../student-guardians/student-guardians.table';
import { studentEnrolments } from '../students/student-enrolments.table';
import { students } from '../students/students.table';

// Names as the Demo School's staff have them (demo-staff.ts): common across Kenya's communities.
const BOYS = 'Brian Kevin Baraka Ian Collins Dennis Felix Emmanuel Allan Victor'.split(' ');
const GIRLS = 'Faith Mercy Sharon Cynthia Zawadi Imani Neema Purity Lilian Makena'.split(' ');
const MIDDLE_NAMES = 'Wambui Kiprop Atieno Mumbi Juma Nekesa Kipchumba Moraa'.split(' ');
const MOTHERS = 'Grace Mary Esther Lucy Ann Jane Caroline Irene Beatrice Susan Naomi'.split(' ');
const FATHERS = 'John Peter Joseph David Samuel James Daniel Paul Moses Stephen'.split(' ');
const SURNAMES = [
  'Otieno Kamau Mwangi Ochieng Odhiambo Kiptoo Njoroge Kariuki Mutua Wekesa Barasa Wafula Kimani',
  'Githinji Omondi Onyango Ruto Koech Langat Cheruiyot Hassan Abdi Maina Njuguna Muriuki Macharia',
  'Rotich Kilonzo Musyoka Nyaga Okoth Owino Simiyu Chege Gitau Mohamed Were',
]
  .join(' ')
  .split(' ');
const PHONE_PREFIXES = ['0712', '0722', '0733', '0701', '0110', '0745'];

// Relationship and salutation codes (spec part 2 §3).
const [MOTHER, FATHER, LEGAL_GUARDIAN] = [1, 2, 3];
const [MR, MRS, MS, PROFESSOR, DOCTOR, HONOURABLE] = [1, 2, 3, 4, 5, 6];

const FAMILIES = 180;
const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Mr. and Mrs. mostly; some Ms., Doctor, Professor and Honourable. */
function salutationOf(g: number, female: boolean): number {
  if (g % 17 === 5) return DOCTOR;
  if (g % 29 === 3) return PROFESSOR;
  if (g % 41 === 8) return HONOURABLE;
  if (!female) return MR;
  return g % 6 === 1 ? MS : MRS;
}

type Family = { surname: string; guardians: number[]; children: number[] };

/**
 * The Demo School's students and guardians, set-based (four statements): 180 families, each with one
 * or two guardians (mother and father, or one parent, or a legal guardian) and one or two children;
 * 300 students enrolled in the school year across every stream (15 each), aged for their grade,
 * without photos; 220 guardians; every child linked to each guardian of the family, the first of
 * them primary.
 */
export async function seedDemoStudents(
  tx: Db,
  tenantId: string,
  setup: { schoolYear: { id: string; start_date: string }; streams: { id: string; grade: number }[] },
) {
  const startYear = Number(setup.schoolYear.start_date.slice(0, 4));
  const families: Family[] = [];
  const guardianRows: (typeof guardians.$inferInsert & { relationship: number })[] = [];
  const studentRows: (typeof students.$inferInsert)[] = [];
  const streamOf: string[] = [];

  for (let f = 0; f < FAMILIES; f++) {
    const surname = pick(SURNAMES, f * 7 + Math.floor(f / SURNAMES.length));
    // 40 families with both parents, one in ten of the others with a legal guardian (an aunt or uncle).
    const roles =
      f % 9 === 0 || f % 9 === 4
        ? [MOTHER, FATHER]
        : [f % 10 === 7 ? LEGAL_GUARDIAN : f % 4 === 1 ? FATHER : MOTHER];
    const family: Family = { surname, guardians: [], children: [] };
    for (const relationship of roles) {
      const g = guardianRows.length;
      const female = relationship === MOTHER || (relationship === LEGAL_GUARDIAN && f % 20 === 7);
      const first_name = female ? pick(MOTHERS, f + g) : pick(FATHERS, f + g);
      family.guardians.push(g);
      guardianRows.push({
        tenant_id: tenantId,
        first_name,
        last_name: surname,
        mobile_number: `${pick(PHONE_PREFIXES, g)}${pad(100_000 + ((g * 4099) % 900_000), 6)}`,
        email: g % 3 === 2 ? null : `${first_name}.${surname}${g}@example.com`.toLowerCase(),
        date_of_birth: `${1972 + (g % 20)}-${pad(1 + (g % 12), 2)}-${pad(1 + ((g * 11) % 28), 2)}`,
        gender: female ? 2 : 1,
        salutation: salutationOf(g, female),
        relationship,
      });
    }
    // Two children in two families of three.
    for (let k = 0; k < (f % 3 === 2 ? 1 : 2); k++) {
      const s = studentRows.length;
      // Every stream in turn, seven apart, so that siblings sit in different classes.
      const stream = pick(setup.streams, s * 7);
      const girl = (s + f) % 2 === 0;
      family.children.push(s);
      streamOf.push(stream.id);
      studentRows.push({
        tenant_id: tenantId,
        admission_number: `ADM-${1001 + s}`,
        transport_number: s % 7 === 3 ? null : `TR-${pad(s + 1, 4)}`,
        first_name: girl ? pick(GIRLS, s * 3 + f) : pick(BOYS, s * 3 + f),
        other_name: s % 4 === 0 ? pick(MIDDLE_NAMES, s) : '',
        last_name: surname,
        gender: girl ? 2 : 1,
        // Six in the September of grade 1.
        date_of_birth: `${startYear - 5 - stream.grade}-${pad(1 + (s % 12), 2)}-${pad(1 + ((s * 13) % 28), 2)}`,
      });
    }
    families.push(family);
  }

  const guardianIds = await tx
    .insert(guardians)
    .values(guardianRows.map(({ relationship: _relationship, ...row }) => row))
    .returning({ id: guardians.id, mobile_number: guardians.mobile_number });
  const studentIds = await tx
    .insert(students)
    .values(studentRows)
    .returning({ id: students.id, admission_number: students.admission_number });
  // Matched by their unique numbers, not by the order RETURNING happens to keep.
  const guardianId = new Map(guardianIds.map((row) => [row.mobile_number, row.id]));
  const studentId = new Map(studentIds.map((row) => [row.admission_number, row.id]));
  const idOfStudent = (s: number) => studentId.get(studentRows[s]!.admission_number)!;

  await tx.insert(studentEnrolments).values(
    studentRows.map((_, s) => ({
      tenant_id: tenantId,
      student_id: idOfStudent(s),
      academic_period_id: setup.schoolYear.id,
      stream_id: streamOf[s]!,
    })),
  );
  await tx.insert(studentGuardians).values(
    families.flatMap((family) =>
      family.children.flatMap((s) =>
        family.guardians.map((g, i) => ({
          tenant_id: tenantId,
          student_id: idOfStudent(s),
          guardian_id: guardianId.get(guardianRows[g]!.mobile_number)!,
          relationship: guardianRows[g]!.relationship,
          is_primary: i === 0,
          emergency_contact: true,
          trip_notifications: true,
        })),
      ),
    ),
  );
  return { students: studentRows.length, guardians: guardianRows.length };
}
