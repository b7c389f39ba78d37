/**
 * The US TV content rating of every offline series (TV Parental Guidelines, as US broadcasters
 * and streamers list them), by the series' fixed id. The offline catalogue answers
 * `/tv/{id}/content_ratings` with these, and a profile's ceiling reads them like any rating.
 */
export const SERIES_US_RATINGS: Readonly<Record<number, string>> = {
  7001: 'TV-MA', // Breaking Bad
  7002: 'TV-MA', // Game of Thrones
  7003: 'TV-MA', // The Wire
  7004: 'TV-MA', // The Sopranos
  7005: 'TV-14', // Friends
  7006: 'TV-14', // The Office
  7007: 'TV-14', // Stranger Things
  7008: 'TV-14', // Sherlock
  7009: 'TV-MA', // Chernobyl
  7010: 'TV-MA', // True Detective
  7011: 'TV-MA', // Better Call Saul
  7012: 'TV-MA', // The Crown
  7013: 'TV-MA', // Fargo
  7014: 'TV-MA', // Dark
  7015: 'TV-MA', // Squid Game
  7016: 'TV-14', // The Mandalorian
  7017: 'TV-MA', // The Last of Us
  7018: 'TV-MA', // Succession
  7019: 'TV-MA', // The Boys
  7020: 'TV-14', // Mad Men
  7021: 'TV-14', // Lost
  7022: 'TV-PG', // Seinfeld
  7023: 'TV-MA', // Peaky Blinders
  7024: 'TV-MA', // Westworld
  7025: 'TV-MA', // Black Mirror
  7026: 'TV-MA', // Ted Lasso
  7027: 'TV-MA', // The Bear
  7028: 'TV-MA', // Severance
  7029: 'TV-MA', // House of the Dragon
  7030: 'TV-MA', // The Witcher
  7031: 'TV-14', // Twin Peaks
  7032: 'TV-MA', // Band of Brothers
  8001: 'TV-MA', // Attack on Titan
  8002: 'TV-14', // Fullmetal Alchemist: Brotherhood
  8003: 'TV-14', // Death Note
  8004: 'TV-14', // Cowboy Bebop
  8005: 'TV-MA', // Demon Slayer
  8006: 'TV-MA', // Jujutsu Kaisen
  8007: 'TV-14', // One-Punch Man
  8008: 'TV-14', // Neon Genesis Evangelion
  8009: 'TV-14', // Hunter x Hunter
  8010: 'TV-PG', // My Hero Academia
  8011: 'TV-14', // Steins;Gate
  8012: 'TV-PG', // Spy x Family
  8013: 'TV-14', // Frieren
  8014: 'TV-MA', // Chainsaw Man
  8015: 'TV-14', // Mob Psycho 100
  8016: 'TV-MA', // Vinland Saga
  8017: 'TV-14', // Kaguya-sama: Love Is War
};
