import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { expect } from 'vitest';
import { OPERATOR_COOKIE, type OperatorLoginResponse } from '@fieldhire/contract/operations';
import type { Database } from '../src/db/database';
import { createOperator } from '../src/modules/operations/operator-auth.service';
import { ApiClient } from './api-client';

let counter = 0;

/**
 * The code of the time step after the current one: accepted (clocks drift a step either way),
 * and newer than any code a test sent before it within this step.
 */
export const nextCode = (secret: string) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

/** Keeps the operator session cookie the response set, as a browser does. */
export function adoptSession(client: ApiClient, response: LightMyRequestResponse) {
  const cookie = response.cookies.find((c) => c.name === OPERATOR_COOKIE);
  if (cookie) client.cookies[OPERATOR_COOKIE] = cookie.value;
  return response;
}

/** Signs in with the password; answers the client holding the session cookie and the answer. */
export async function operatorPasswordStep(app: FastifyInstance, email: string, password: string) {
  const client = new ApiClient(app);
  const response = adoptSession(client, await client.post('/api/ops/login/', { email, password }));
  return { client, response };
}

/** Sends the code step, keeping the session's new cookie. */
export const sendCode = async (client: ApiClient, code: string) =>
  adoptSession(client, await client.post('/api/ops/login/code/', { code }));

/** A new operator, enrolled and signed in through both steps. */
export async function signedInOperator(app: FastifyInstance, db: Database) {
  counter += 1;
  const email = `ops${process.pid}x${counter}@fieldhire.test`;
  const password = 'operator-password-long';
  const operator = await createOperator(db, { email, name: 'Test Operator', password });
  const { client, response } = await operatorPasswordStep(app, email, password);
  expect(response.statusCode, response.body).toBe(200);
  const { enrolment } = response.json<OperatorLoginResponse>();
  const code = await sendCode(client, await nextCode(enrolment!.secret));
  expect(code.statusCode, code.body).toBe(200);
  return { client, operator: operator!, email, password, secret: enrolment!.secret };
}
