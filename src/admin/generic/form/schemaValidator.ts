// RJSF's validator for a register form, made of the same precompiled validator the server runs
// (src/generated/validators): the browser shows exactly the server's messages, before any request.
// Steps, as on the server: form data → wire body → normalizeInput → validate → toFieldErrors.
import type {
  CustomValidator,
  ErrorSchema,
  ErrorTransformer,
  RJSFSchema,
  RJSFValidationError,
  UiSchema,
  ValidationData,
  ValidatorType,
} from '@rjsf/utils';
import type { GeneratedValidator } from '../../../generated/validators/index.ts';
import type { FieldError } from '../../../shared/messages.ts';
import { type AjvError, toFieldErrors } from '../../../shared/schema/field-errors.ts';
import { normalizeInput } from '../../../shared/schema/normalize.ts';
import type { JsonSchema } from '../../../shared/schema/types.ts';
import { displayPath, fieldErrorsToTree, toWire } from './formData.ts';
import { structuralErrors } from './structural.ts';

/** The server's field errors for what the form holds (empty when the record may be sent). */
export function validateRecord(
  schema: JsonSchema,
  validate: GeneratedValidator,
  formData: unknown,
): FieldError[] {
  const body = normalizeInput(schema, toWire(schema, (formData ?? {}) as Record<string, unknown>));
  // ajv's useDefaults writes into the data: validate a copy so the form keeps what the user sees
  if (validate(structuredClone(body))) return [];
  return toFieldErrors(validate.errors as AjvError[], schema);
}

/** [{field, message}] as RJSF's error list; `property` is '.a.b', the form of RJSF's own errors. */
export function toRjsfErrors(schema: JsonSchema, errors: FieldError[]): RJSFValidationError[] {
  return errors.map(({ field, message }) => {
    const path = displayPath(schema, field);
    return { name: 'server', property: path.length ? `.${path.join('.')}` : '', message, stack: message };
  });
}

function treeOf(schema: JsonSchema, errors: RJSFValidationError[]): ErrorSchema {
  return fieldErrorsToTree(
    schema,
    errors.map((e) => ({ field: (e.property ?? '').replace(/^\./, ''), message: e.message ?? e.stack })),
  ) as ErrorSchema;
}

export function createSchemaValidator(
  registerSchema: JsonSchema,
  validate: GeneratedValidator,
): ValidatorType<any, RJSFSchema, any> {
  const isRoot = (s: RJSFSchema) => s === (registerSchema as RJSFSchema) || s.title === registerSchema.title;
  return {
    validateFormData(
      formData: unknown,
      _schema: RJSFSchema,
      customValidate?: CustomValidator<any, RJSFSchema, any>,
      transformErrors?: ErrorTransformer<any, RJSFSchema, any>,
      uiSchema?: UiSchema<any, RJSFSchema, any>,
    ): ValidationData<any> {
      let errors = toRjsfErrors(registerSchema, validateRecord(registerSchema, validate, formData));
      if (transformErrors) errors = transformErrors(errors, uiSchema);
      // customValidate is not used by the generated screens: rules live in the schema and the server hooks
      void customValidate;
      return { errors, errorSchema: treeOf(registerSchema, errors) };
    },
    isValid(schema: RJSFSchema, formData: unknown): boolean {
      return structuralErrors(schema as JsonSchema, formData).length === 0;
    },
    rawValidation<Result = any>(
      schema: RJSFSchema,
      formData?: unknown,
    ): { errors?: Result[]; validationError?: Error } {
      if (isRoot(schema)) {
        const body = normalizeInput(
          registerSchema,
          toWire(registerSchema, (formData ?? {}) as Record<string, unknown>),
        );
        const ok = validate(structuredClone(body));
        return { errors: ok ? undefined : ((validate.errors ?? []) as Result[]) };
      }
      const errs = structuralErrors(schema as JsonSchema, formData);
      return { errors: errs.length ? (errs as Result[]) : undefined };
    },
  };
}
