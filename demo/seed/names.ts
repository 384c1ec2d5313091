// Names by language, for realistic users.
import type { Schemas } from '../http/types';

type Language = Schemas['Language'];

/** First and last names per language, and each language's usual time zone. */
export const PEOPLE: Record<Language, { first: string[]; last: string[]; timeZone: string }> = {
  cs: {
    first: ['Jana', 'Petr', 'Lucie', 'Tomáš', 'Eva', 'Martin', 'Kateřina', 'Jakub', 'Tereza', 'Ondřej'],
    last: [
      'Nováková',
      'Svoboda',
      'Dvořáková',
      'Černý',
      'Procházková',
      'Kučera',
      'Veselá',
      'Horák',
      'Němcová',
      'Marek',
    ],
    timeZone: 'Europe/Prague',
  },
  de: {
    first: ['Anna', 'Lukas', 'Sophie', 'Jonas', 'Lena', 'Felix', 'Marie', 'Paul', 'Hannah', 'Maximilian'],
    last: [
      'Müller',
      'Schmidt',
      'Schneider',
      'Fischer',
      'Weber',
      'Meyer',
      'Wagner',
      'Becker',
      'Hoffmann',
      'Koch',
    ],
    timeZone: 'Europe/Berlin',
  },
  en: {
    first: ['Olivia', 'James', 'Emily', 'William', 'Grace', 'Thomas', 'Chloe', 'Daniel', 'Amelia', 'Harry'],
    last: ['Smith', 'Jones', 'Williams', 'Brown', 'Taylor', 'Davies', 'Evans', 'Wilson', 'Roberts', 'Walker'],
    timeZone: 'Europe/London',
  },
  fr: {
    first: ['Camille', 'Louis', 'Léa', 'Hugo', 'Manon', 'Gabriel', 'Chloé', 'Arthur', 'Inès', 'Jules'],
    last: [
      'Martin',
      'Bernard',
      'Dubois',
      'Thomas',
      'Robert',
      'Richard',
      'Petit',
      'Durand',
      'Leroy',
      'Moreau',
    ],
    timeZone: 'Europe/Paris',
  },
  hu: {
    first: ['Anna', 'Bence', 'Zsófia', 'Máté', 'Eszter', 'Dániel', 'Réka', 'Levente', 'Dóra', 'Gergő'],
    last: ['Nagy', 'Kovács', 'Tóth', 'Szabó', 'Horváth', 'Varga', 'Kiss', 'Molnár', 'Németh', 'Farkas'],
    timeZone: 'Europe/Budapest',
  },
  es: {
    first: ['Lucía', 'Hugo', 'Martina', 'Mateo', 'Sofía', 'Pablo', 'Valeria', 'Álvaro', 'Carmen', 'Diego'],
    last: [
      'García',
      'Fernández',
      'González',
      'Rodríguez',
      'López',
      'Martínez',
      'Sánchez',
      'Pérez',
      'Gómez',
      'Ruiz',
    ],
    timeZone: 'Europe/Madrid',
  },
};

/** The languages in seeding order. */
export const LANGUAGES: Language[] = ['cs', 'de', 'en', 'fr', 'hu', 'es'];

/** An ASCII e-mail local part for a name: `jana.novakova`. */
export function localPart(first: string, last: string): string {
  return `${first}.${last}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z.]/g, '');
}
