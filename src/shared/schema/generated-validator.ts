/** A precompiled ajv validator (src/generated): plain JavaScript built by scripts/generate.ts, no eval. */
export type GeneratedValidator = ((data: unknown) => boolean) & { errors?: any[] | null };

/** Loads one generated module; each is its own chunk in the console. */
export type ValidatorLoader = () => Promise<{ default: GeneratedValidator }>;
