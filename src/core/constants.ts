/** Base path of the whole application (spec 2, 9). */
export const BASE_PATH = '/meet/';
