import { dbUser } from '@backroom/domain/contract/auth';
import { idParams } from '@backroom/domain/contract/common';
import {
  employee,
  employeeDeleted,
  employeeInvite,
  employeeInviteBody,
  employeeList,
  employeeListQuery,
  employeeUpdateBody,
  inviteParams,
  inviteResent,
} from '@backroom/domain/contract/employees';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { authenticate, requireStore } from '../../http/access';
import * as employees from './service';

const staff = { access: { kind: 'staff' as const, control: 'Employees' as const } };

export function employeeRoutes(root: FastifyInstance, deps: Deps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const access = { db: deps.db, signer: deps.signer, hostSuffix: deps.env.HOST_SUFFIX };
  const tags = ['employees'];

  app.get(
    '/api/employees',
    {
      config: staff,
      schema: {
        summary: 'List employees',
        operationId: 'listEmployees',
        querystring: employeeListQuery,
        response: { 200: employeeList },
        tags,
      },
    },
    (request) => employees.listEmployees(deps.db, request.ctx.store.id, request.query.search),
  );

  app.get(
    '/api/employees/:id',
    {
      config: staff,
      schema: {
        summary: 'Get one employee',
        operationId: 'getEmployee',
        params: idParams,
        response: { 200: employee },
        tags,
      },
    },
    async (request) =>
      employees.toEmployee(await employees.getEmployee(deps.db, request.ctx.store.id, request.params.id)),
  );

  app.post(
    '/api/employees',
    {
      config: staff,
      schema: {
        summary: 'Invite an employee',
        operationId: 'inviteEmployee',
        body: employeeInviteBody,
        response: { 201: employee },
        tags,
      },
    },
    async (request, reply) => {
      const created = await employees.inviteEmployee(deps.db, {
        cfg: deps.env,
        store: request.ctx.store,
        input: request.body,
      });
      deps.worker.nudge();
      reply.code(201);
      return created;
    },
  );

  app.post(
    '/api/employees/send/:id',
    {
      config: staff,
      schema: {
        summary: "Send an employee's invite again",
        operationId: 'resendEmployeeInvite',
        params: idParams,
        response: { 200: inviteResent },
        tags,
      },
    },
    async (request) => {
      const result = await employees.resendInvite(deps.db, {
        cfg: deps.env,
        store: request.ctx.store,
        id: request.params.id,
      });
      deps.worker.nudge();
      return result;
    },
  );

  app.put(
    '/api/employees/:id',
    {
      config: staff,
      schema: {
        summary: "Change an employee's role, access controls or status",
        operationId: 'updateEmployee',
        params: idParams,
        body: employeeUpdateBody,
        response: { 200: employee },
        tags,
      },
    },
    (request) =>
      employees.updateEmployee(deps.db, {
        storeId: request.ctx.store.id,
        id: request.params.id,
        input: request.body,
      }),
  );

  app.post(
    '/api/employees/deleteEmployee/:id',
    {
      config: staff,
      schema: {
        summary: 'Delete an employee',
        operationId: 'deleteEmployee',
        params: idParams,
        response: { 200: employeeDeleted },
        tags,
      },
    },
    (request) => employees.deleteEmployee(deps.db, request.ctx.store.id, request.params.id),
  );

  app.get(
    '/open/employees/:id',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Read an employee invite',
        operationId: 'getEmployeeInvite',
        params: inviteParams,
        response: { 200: employeeInvite },
        tags,
      },
    },
    async (request) => {
      const store = await requireStore(access, request);
      const row = await employees.findInvite(deps.db, store.id, request.params.id);
      return {
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        accepted: row.userId !== null,
      };
    },
  );

  const accept = async (request: { params: { id: string } } & Parameters<typeof authenticate>[1]) => {
    const principal = await authenticate(access, request);
    return employees.acceptInvite(deps.db, principal, request.params.id);
  };
  app.put(
    '/open/employees/accept/:id',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Accept an employee invite (signed-in login optional)',
        operationId: 'acceptEmployeeInvitePublic',
        params: inviteParams,
        response: { 200: dbUser },
        tags,
      },
    },
    (request) => accept(request),
  );
  app.put(
    '/api/employees/accept/:id',
    // A login with no profile yet is exactly who accepts an invite.
    {
      config: { access: { kind: 'login' } },
      schema: {
        summary: 'Accept an employee invite with the signed-in login',
        operationId: 'acceptEmployeeInvite',
        params: inviteParams,
        response: { 200: dbUser },
        tags,
      },
    },
    (request) => accept(request),
  );
}
