import * as repo from './file.repo';

/*
 * The stored files' records as other modules read and write them (the bytes go through the file store). The
 * module's door offers these, never its repository.
 */

/** Records a stored file. */
export const insertFile = repo.insertFile;
/** Records several stored files in one statement. */
export const insertFiles = repo.insertFiles;
/** A file of the tenant by its stored name, or nothing. */
export const fileByName = repo.fileByName;
/** A file of the tenant by id, or nothing. */
export const fileById = repo.fileById;
