import { safeRequestText } from '@benefits/domain';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/**
 * Decision 0382: every body, query and params is first checked for NUL characters and lone
 * surrogates (400 'textInvalid', whatever the route's schema says), then parsed with the route's
 * own zod schema. The shared field schemas refuse them too; this covers every route at once.
 */
export const validateRequest: FastifySchemaCompiler<ZodType> = (route) => {
  const checkText = validatorCompiler({ ...route, schema: safeRequestText });
  const validate = validatorCompiler(route);
  return (data) => {
    const checked = checkText(data);
    return typeof checked === 'object' && 'error' in checked && checked.error
      ? checked
      : validate(data);
  };
};
