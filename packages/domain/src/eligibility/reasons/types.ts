import type { Template } from './base.js';
import type { reasonTemplatesEn } from './en.js';

export type { Money, Template, Values } from './base.js';
/** The reason codes: English's. Every language words every one (a missing one is a type error). */
export type ReasonCode = keyof ReturnType<typeof reasonTemplatesEn>;
export type ReasonTemplates = Readonly<Record<ReasonCode, Template>>;
