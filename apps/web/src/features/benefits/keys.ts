/** The benefit types the benefits step reads (its query key: the API path). */
export const benefitTypesKey = ['/api/benefit-types'] as const;
