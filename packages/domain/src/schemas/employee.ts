/** Employees (spec 3 §2.7, §5). */
import { z } from 'zod';
import { ACCESS_CONTROLS } from '../access';
import { fieldRequired } from '../messages';
import { emailText, LIMITS, requiredText } from './common';

/** POST /api/employees: the invite form. */
export const employeeInviteSchema = z.strictObject({
  firstName: requiredText(fieldRequired('First name'), { max: LIMITS.personName }),
  lastName: requiredText(fieldRequired('Last name'), { max: LIMITS.personName }),
  email: emailText(fieldRequired('Email')),
});

export type EmployeeInviteForm = z.infer<typeof employeeInviteSchema>;

/** PUT /api/employees/{id}: the access-control checkboxes (deduplicated) and the active switch. */
export const employeeUpdateSchema = z.strictObject({
  accessControls: z.array(z.enum(ACCESS_CONTROLS)).transform((list) => [...new Set(list)]),
  isActive: z.boolean().optional(),
});
