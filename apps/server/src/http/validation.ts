import { safeRequestText, unsafeTextPath } from '@benefits/domain';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/**
 * Decision 0382: every body, query and params is first checked for NUL characters and lone
 * surrogates (400 'textInvalid', whatever the route's schema says), then parsed with the route's
 * own zod schema. The shared field schemas refuse them too; this covers every route at once.
 * Decision 0760: the check walks the value itself first; the zod check (which makes the 400's
 * error) runs only when that walk finds an unsafe string or key.
 */
export const validateRequest: FastifySchemaCompiler<ZodType> = (route) => {
  const checkText = validatorCompiler({ ...route, schema: safeRequestText });
  const validate = validatorCompiler(route);
  return (data) => {
    if (unsafeTextPath(data) === undefined) return validate(data);
    const checked = checkText(data);
    return typeof checked === 'object' && 'error' in checked && checked.error
      ? checked
      : validate(data);
  };
};
