/** Answers of the employees calls (spec 3 §3 Employee, docs/api.md "Employees"). */
import { z } from 'zod';
import { ACCESS_CONTROLS, EMPLOYEE_ROLES } from '../access';
import { emailSchema } from '../schemas/auth';
import { employeeInviteSchema } from '../schemas/employee';
import { searchQuery, timestamp } from './common';

export const employee = z
  .object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: z.enum(EMPLOYEE_ROLES),
    accessControls: z.array(z.string()),
    isActive: z.boolean(),
    /** The employee's login, set once the invite is accepted. */
    fbUserId: z.string().nullable(),
    invitePending: z.boolean(),
    createdAt: timestamp,
  })
  .meta({
    examples: [
      {
        id: 4,
        firstName: 'Sam',
        lastName: 'Reed',
        email: 'sam@example.com',
        role: 'Staff',
        accessControls: ['Inventory', 'Orders'],
        isActive: true,
        fbUserId: null,
        invitePending: true,
        createdAt: '2026-11-20T10:15:00.000Z',
      },
    ],
  });
export type Employee = z.output<typeof employee>;

export const employeeList = z.array(employee);
export const inviteResent = z.object({ sent: z.literal(true) });
export type InviteResent = z.output<typeof inviteResent>;
export const employeeDeleted = z.object({ deleted: z.literal(true) });
export type EmployeeDeleted = z.output<typeof employeeDeleted>;

/** What prefills the invited employee's sign-up. */
export const employeeInvite = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  accepted: z.boolean(),
});
export type EmployeeInvite = z.output<typeof employeeInvite>;

export const employeeUpdateBody = z.strictObject({
  accessControls: z.array(z.enum(ACCESS_CONTROLS)).optional(),
  isActive: z.boolean().optional(),
});

export const employeeInviteBody = z.strictObject({
  email: emailSchema,
  firstName: employeeInviteSchema.shape.firstName,
  lastName: employeeInviteSchema.shape.lastName,
  accessControls: z.array(z.enum(ACCESS_CONTROLS)).optional(),
});

export const employeeListQuery = z.object({ search: searchQuery });

export const inviteParams = z.object({ id: z.uuid('This invite link is not valid.') });
