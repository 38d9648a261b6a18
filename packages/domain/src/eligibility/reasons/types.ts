import type { reasonTemplatesEn } from './en.js';

export type Values = Readonly<Record<string, number | string>>;
export type Template = (v: Values) => string;
/** reasonText's dollar format, passed in to keep one. */
export type Money = (value: unknown) => string;
/** The reason codes: English's. Every language words every one (a missing one is a type error). */
export type ReasonCode = keyof ReturnType<typeof reasonTemplatesEn>;
export type ReasonTemplates = Readonly<Record<ReasonCode, Template>>;
