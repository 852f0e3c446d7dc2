/** Colour tones shared by Badge, status dots and calendar pills. What a status's tone is, is the product's call. */
export type Tone = 'grey' | 'blue' | 'green' | 'yellow' | 'orange' | 'red' | 'purple' | 'teal';

export const tones: readonly Tone[] = ['grey', 'blue', 'green', 'yellow', 'orange', 'red', 'purple', 'teal'];
