/** The courses (Gänge) a line may belong to, in the order they are served. */
export const COURSES = ['STARTER', 'MAIN', 'DESSERT'] as const;
export type Course = (typeof COURSES)[number];

/** Their German names, as the station screens and bons print them. */
export const COURSE_NAMES: Record<Course, string> = { STARTER: 'Vorspeise', MAIN: 'Hauptgang', DESSERT: 'Dessert' };

/** Compares two courses by when they are served; a line without a course (null) comes with the first. */
export const courseRank = (course: Course | null): number => (course === null ? -1 : COURSES.indexOf(course));
