import type { Db } from '../../db/client';
import { academicPeriods } from '../academic-periods/academic-periods.table';
import { employees } from '../employees/employees.table';
import { gradeLevels } from '../grade-levels/grade-levels.table';
import { jobRoles } from '../job-roles/job-roles.table';
import { streams } from '../streams/streams.table';
import { vehiclePersonnel } from '../vehicle-personnel/vehicle-personnel.table';

const JOB_ROLES = [
  { title: 'Bus Driver', category: 4 },
  { title: 'Bus Attendant', category: 100 },
  { title: 'Class Teacher', category: 1 },
  { title: 'Head Teacher', category: 2 },
  { title: 'Director of Studies', category: 3 },
] as const;

const FIRST_NAMES = [
  ['Peter', 1],
  ['Grace', 2],
  ['John', 1],
  ['Mary', 2],
  ['Samuel', 1],
  ['Faith', 2],
  ['Joseph', 1],
  ['Esther', 2],
  ['David', 1],
  ['Lucy', 2],
  ['Kevin', 1],
  ['Ann', 2],
  ['Brian', 1],
  ['Mercy', 2],
  ['Hassan', 1],
  ['Amina', 2],
  ['Daniel', 1],
  ['Ruth', 2],
  ['James', 1],
  ['Joy', 2],
  ['Paul', 1],
  ['Caroline', 2],
  ['Moses', 1],
  ['Irene', 2],
  ['Victor', 1],
] as const;
const LAST_NAMES = ['Otieno', 'Wanjiru', 'Kamau', 'Achieng', 'Mwangi', 'Njeri', 'Kiptoo', 'Chebet', 'Omondi'];

const staffNumber = (i: number) => `EMP-${String(i + 1).padStart(3, '0')}`;

/** The school year around `today`: September to July, with its two semesters. */
function demoPeriods(today: Date) {
  const year = today.getUTCMonth() >= 7 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  const next = year + 1;
  return [
    { title: `School Year ${year}/${next}`, start_date: `${year}-09-01`, end_date: `${next}-07-15` },
    { title: `Semester 1 ${year}/${next}`, start_date: `${year}-09-01`, end_date: `${next}-01-23` },
    { title: `Semester 2 ${year}/${next}`, start_date: `${next}-01-26`, end_date: `${next}-07-15` },
  ];
}

/**
 * The Demo School's setup and staff, set-based: the school year and its semesters, eight grade
 * levels with their streams, job roles, 25 employees (a driver for every vehicle, attendants and
 * teachers) and each vehicle's driver for the school year; answers what the students are enrolled in.
 */
export async function seedDemoStaff(tx: Db, tenantId: string, vehicleIds: string[], today = new Date()) {
  const periods = demoPeriods(today);
  const written = await tx
    .insert(academicPeriods)
    .values(periods.map((period) => ({ ...period, tenant_id: tenantId })))
    .returning({
      id: academicPeriods.id,
      title: academicPeriods.title,
      start_date: academicPeriods.start_date,
    });
  const schoolYear = written.find((period) => period.title === periods[0]!.title)!;

  const grades = await tx
    .insert(gradeLevels)
    .values(
      Array.from({ length: 8 }, (_, i) => ({
        tenant_id: tenantId,
        title: `Grade ${i + 1}`,
        short_title: `G${i + 1}`,
      })),
    )
    .returning({ id: gradeLevels.id, title: gradeLevels.title });
  const classes = await tx
    .insert(streams)
    .values(
      grades.flatMap((grade, i) =>
        (i % 2 === 0 ? ['East', 'West', 'North'] : ['East', 'West']).map((name) => ({
          tenant_id: tenantId,
          grade_level_id: grade.id,
          title: `${grade.title} ${name}`,
          short_title: `${grade.title.replace('Grade ', 'G')}${name[0]}`,
          student_capacity: name === 'North' ? 35 : 40,
        })),
      ),
    )
    .returning({ id: streams.id, grade_level_id: streams.grade_level_id });

  const roles = await tx
    .insert(jobRoles)
    .values(JOB_ROLES.map((role) => ({ ...role, tenant_id: tenantId })))
    .returning({ id: jobRoles.id, category: jobRoles.category, title: jobRoles.title });
  const roleId = (title: string) => roles.find((role) => role.title === title)!.id;
  // A driver for every vehicle first, then attendants and teachers, 25 in all.
  const jobs = FIRST_NAMES.map((_, i) =>
    i < vehicleIds.length
      ? 'Bus Driver'
      : i < vehicleIds.length + 5
        ? 'Bus Attendant'
        : i === 24
          ? 'Head Teacher'
          : 'Class Teacher',
  );
  const staff = await tx
    .insert(employees)
    .values(
      FIRST_NAMES.map(([first_name, gender], i) => ({
        tenant_id: tenantId,
        staff_number: staffNumber(i),
        first_name,
        last_name: LAST_NAMES[i % LAST_NAMES.length]!,
        gender,
        date_of_birth: `${1970 + (i % 25)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + ((i * 7) % 28)).padStart(2, '0')}`,
        job_role_id: roleId(jobs[i]!),
      })),
    )
    .returning({ id: employees.id, staff_number: employees.staff_number });

  // Matched by their staff numbers, not by the order RETURNING happens to keep.
  const ids = new Map(staff.map((employee) => [employee.staff_number, employee.id]));
  const staffId = (i: number) => ids.get(staffNumber(i))!;
  const year = periods[0]!;
  await tx.insert(vehiclePersonnel).values(
    vehicleIds.map((vehicleId, i) => ({
      tenant_id: tenantId,
      vehicle_id: vehicleId,
      driver_id: staffId(i),
      start_date: year.start_date,
      end_date: year.end_date,
    })),
  );
  return {
    employees: staff.length,
    /** The bus attendants, for the routes that carry one. */
    attendants: jobs.flatMap((job, i) => (job === 'Bus Attendant' ? [staffId(i)] : [])),
    /** The school year, where the demo students are enrolled. */
    schoolYear,
    /** Each stream with its grade (1 to 8), for the students' ages. */
    streams: classes.map((stream) => ({
      id: stream.id,
      grade: grades.findIndex((grade) => grade.id === stream.grade_level_id) + 1,
    })),
  };
}
