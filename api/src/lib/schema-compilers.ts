import type { FastifySchemaCompiler } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import {
  serializerCompiler as zodSerializer,
  validatorCompiler as zodValidator,
} from 'fastify-type-provider-zod';
import { z } from 'zod';

const isZod = (schema: unknown): boolean => schema instanceof z.ZodType;

/**
 * Zod compilers for our routes; plain JSON-schema routes that plugins add (swagger-ui) get a
 * pass-through, because the zod compilers throw on them.
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = (route) =>
  isZod(route.schema) ? zodValidator(route as never) : (data: unknown) => ({ value: data });

export const serializerCompiler: FastifySerializerCompiler<unknown> = (route) =>
  isZod(route.schema) ? zodSerializer(route as never) : (data: unknown) => JSON.stringify(data);
