import { describe, expect, it } from 'vitest';
import {
  COVER_MAX_BYTES,
  MESSAGES,
  validateCoverFile,
  validateNewPlaylist,
  validatePlaylistEdit,
  validateStandalonePlaylist,
} from './validation';

describe('add-to-playlist form', () => {
  it('requires a trimmed name', () => {
    expect(validateNewPlaylist('   ')).toEqual({
      ok: false,
      errors: { name: MESSAGES.nameRequired },
    });
  });
  it('allows 50 characters and refuses 51', () => {
    expect(validateNewPlaylist('a'.repeat(50)).ok).toBe(true);
    expect(validateNewPlaylist(` ${'a'.repeat(51)} `)).toEqual({
      ok: false,
      errors: { name: 'Playlist name must be 50 characters or fewer' },
    });
  });
  it('allows a 200-character description and refuses 201', () => {
    expect(validateNewPlaylist('Mix', 'd'.repeat(200)).ok).toBe(true);
    expect(validateNewPlaylist('Mix', 'd'.repeat(201))).toEqual({
      ok: false,
      errors: { description: 'Description must be 200 characters or fewer' },
    });
  });
  it('trims and stores an empty description as none', () => {
    expect(validateNewPlaylist('  Road trip ', '   ')).toEqual({
      ok: true,
      value: { name: 'Road trip' },
    });
    expect(validateNewPlaylist('Mix', ' long drives ')).toEqual({
      ok: true,
      value: { name: 'Mix', description: 'long drives' },
    });
  });
});

describe('standalone create form', () => {
  it('requires a trimmed name and has no length limit', () => {
    expect(validateStandalonePlaylist(' ')).toEqual({
      ok: false,
      errors: { name: 'Please enter a playlist name' },
    });
    expect(validateStandalonePlaylist('x'.repeat(80)).ok).toBe(true);
  });
});

describe('editing', () => {
  it('refuses an empty name and trims both fields', () => {
    expect(validatePlaylistEdit('  ', 'x')).toEqual({
      ok: false,
      errors: { name: 'Playlist name cannot be empty' },
    });
    expect(validatePlaylistEdit(' New ', '  ')).toEqual({ ok: true, value: { name: 'New' } });
  });
});

describe('cover file', () => {
  it('must be an image', () => {
    expect(validateCoverFile({ type: 'application/pdf', size: 10 })).toBe(
      'Please select an image file',
    );
  });
  it('must be at most 5242880 bytes', () => {
    expect(validateCoverFile({ type: 'image/png', size: COVER_MAX_BYTES })).toBeNull();
    expect(validateCoverFile({ type: 'image/jpeg', size: COVER_MAX_BYTES + 1 })).toBe(
      'Image size should be less than 5MB',
    );
  });
});
