/**
 * Inputs a field of one entity needs beyond its type's: a venue's seats out of use are picked on its
 * seat grid rather than typed. Keyed «entity.field»; lazy, so a grid loads only with its form.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { InputProps } from './input-props';

export interface CustomInputProps extends InputProps<unknown> {
  /** The form's current values (the grid's size comes from its rows and columns fields). */
  values: Record<string, unknown>;
}

export const CUSTOM_INPUTS: Readonly<Record<string, LazyExoticComponent<ComponentType<CustomInputProps>>>> = {
  'exam-venues.outOfUseSeats': lazy(() => import('../exam-venues/SeatGridInput')),
  // A form template's text is written beside its printed preview, with the placeholders to pick from.
  'forms.body': lazy(() => import('../form-templates/FormBodyInput')),
};

export const customInputOf = (entity: string, field: string) => CUSTOM_INPUTS[`${entity}.${field}`];
