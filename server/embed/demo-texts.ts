/**
 * The demo player's words in the app's six languages. The watch page passes its language as
 * `?lang=` (only to this built-in player; real hosts get their address unchanged), so a German
 * reader's demo picture says "Pausiert", not "Paused". Anything but the six reads English.
 */
export const DEMO_LANGUAGES = ['en', 'es', 'fr', 'de', 'ja', 'ko'] as const;
export type DemoLanguage = (typeof DEMO_LANGUAGES)[number];

export interface DemoTexts {
  /** `{label}`: "TV 1399 · S2E5". */
  playerTitle: string;
  trailerTitle: string;
  teaserTitle: string;
  notFoundTitle: string;
  notFound: string;
  /** `{label}`. */
  testPicture: string;
  /** The demo trailer's moving picture, for screen readers. */
  trailerPicture: string;
  /** `{server}`: the server's name. */
  caption: string;
  /** The sample subtitle line drawn when subtitles are on. */
  subtitleLine: string;
  playerControls: string;
  trailerControls: string;
  play: string;
  pause: string;
  seek: string;
  playing: string;
  paused: string;
  demo: string;
  demoTrailer: string;
  trailer: string;
  teaser: string;
  muted: string;
  soundOn: string;
  movie: string;
  tv: string;
  anime: string;
}

const TEXTS: Record<DemoLanguage, DemoTexts> = {
  en: {
    playerTitle: 'Reelbeat demo player - {label}',
    trailerTitle: 'Reelbeat demo trailer',
    teaserTitle: 'Reelbeat demo teaser',
    notFoundTitle: 'Video not found',
    notFound: 'This video is not available.',
    testPicture: 'Test picture: {label}',
    trailerPicture: 'Demo trailer made from the title’s artwork',
    caption: 'demo player ({server}), real time',
    subtitleLine: 'Subtitles: {label}',
    playerControls: 'Player controls',
    trailerControls: 'Trailer controls',
    play: 'Play',
    pause: 'Pause',
    seek: 'Seek',
    playing: 'Playing',
    paused: 'Paused',
    demo: 'Demo',
    demoTrailer: 'Demo trailer',
    trailer: 'Trailer',
    teaser: 'Teaser',
    muted: 'Muted',
    soundOn: 'Sound on',
    movie: 'Movie',
    tv: 'TV',
    anime: 'Anime',
  },
  es: {
    playerTitle: 'Reproductor de demostración de Reelbeat - {label}',
    trailerTitle: 'Tráiler de demostración de Reelbeat',
    teaserTitle: 'Avance de demostración de Reelbeat',
    notFoundTitle: 'Video no encontrado',
    notFound: 'Este video no está disponible.',
    testPicture: 'Imagen de prueba: {label}',
    trailerPicture: 'Tráiler de demostración creado con las imágenes del título',
    caption: 'reproductor de demostración ({server}), en tiempo real',
    subtitleLine: 'Subtítulos: {label}',
    playerControls: 'Controles del reproductor',
    trailerControls: 'Controles del tráiler',
    play: 'Reproducir',
    pause: 'Pausar',
    seek: 'Buscar posición',
    playing: 'Reproduciendo',
    paused: 'En pausa',
    demo: 'Demo',
    demoTrailer: 'Tráiler de demostración',
    trailer: 'Tráiler',
    teaser: 'Avance',
    muted: 'Silenciado',
    soundOn: 'Con sonido',
    movie: 'Película',
    tv: 'Serie',
    anime: 'Anime',
  },
  fr: {
    playerTitle: 'Lecteur de démonstration Reelbeat - {label}',
    trailerTitle: 'Bande-annonce de démonstration Reelbeat',
    teaserTitle: 'Teaser de démonstration Reelbeat',
    notFoundTitle: 'Vidéo introuvable',
    notFound: 'Cette vidéo n’est pas disponible.',
    testPicture: 'Mire de test\u00a0: {label}',
    trailerPicture: 'Bande-annonce de démo créée à partir des visuels du titre',
    caption: 'lecteur de démonstration ({server}), en temps réel',
    subtitleLine: 'Sous-titres\u00a0: {label}',
    playerControls: 'Commandes du lecteur',
    trailerControls: 'Commandes de la bande-annonce',
    play: 'Lire',
    pause: 'Pause',
    seek: 'Position',
    playing: 'Lecture',
    paused: 'En pause',
    demo: 'Démo',
    demoTrailer: 'Bande-annonce de démo',
    trailer: 'Bande-annonce',
    teaser: 'Teaser',
    muted: 'Son coupé',
    soundOn: 'Son activé',
    movie: 'Film',
    tv: 'Série',
    anime: 'Anime',
  },
  de: {
    playerTitle: 'Reelbeat-Demoplayer - {label}',
    trailerTitle: 'Reelbeat-Demotrailer',
    teaserTitle: 'Reelbeat-Demoteaser',
    notFoundTitle: 'Video nicht gefunden',
    notFound: 'Dieses Video ist nicht verfügbar.',
    testPicture: 'Testbild: {label}',
    trailerPicture: 'Demotrailer aus den Bildern des Titels',
    caption: 'Demoplayer ({server}), in Echtzeit',
    subtitleLine: 'Untertitel: {label}',
    playerControls: 'Player-Steuerung',
    trailerControls: 'Trailer-Steuerung',
    play: 'Abspielen',
    pause: 'Pause',
    seek: 'Position',
    playing: 'Läuft',
    paused: 'Pausiert',
    demo: 'Demo',
    demoTrailer: 'Demotrailer',
    trailer: 'Trailer',
    teaser: 'Teaser',
    muted: 'Stumm',
    soundOn: 'Ton an',
    movie: 'Film',
    tv: 'Serie',
    anime: 'Anime',
  },
  ja: {
    playerTitle: 'Reelbeatデモプレーヤー - {label}',
    trailerTitle: 'Reelbeatデモ予告編',
    teaserTitle: 'Reelbeatデモティーザー',
    notFoundTitle: '動画が見つかりません',
    notFound: 'この動画はご利用いただけません。',
    testPicture: 'テスト画像：{label}',
    trailerPicture: '作品のアートワークから作ったデモ予告編',
    caption: 'デモプレーヤー（{server}）、リアルタイム',
    subtitleLine: '字幕：{label}',
    playerControls: 'プレーヤーの操作',
    trailerControls: '予告編の操作',
    play: '再生',
    pause: '一時停止',
    seek: '再生位置',
    playing: '再生中',
    paused: '一時停止中',
    demo: 'デモ',
    demoTrailer: 'デモ予告編',
    trailer: '予告編',
    teaser: 'ティーザー',
    muted: 'ミュート',
    soundOn: '音声オン',
    movie: '映画',
    tv: 'TV番組',
    anime: 'アニメ',
  },
  ko: {
    playerTitle: 'Reelbeat 데모 플레이어 - {label}',
    trailerTitle: 'Reelbeat 데모 예고편',
    teaserTitle: 'Reelbeat 데모 티저',
    notFoundTitle: '동영상을 찾을 수 없어요',
    notFound: '이 동영상은 볼 수 없어요.',
    testPicture: '테스트 화면: {label}',
    trailerPicture: '작품 이미지로 만든 데모 예고편',
    caption: '데모 플레이어({server}), 실시간',
    subtitleLine: '자막: {label}',
    playerControls: '플레이어 컨트롤',
    trailerControls: '예고편 컨트롤',
    play: '재생',
    pause: '일시정지',
    seek: '재생 위치',
    playing: '재생 중',
    paused: '일시정지됨',
    demo: '데모',
    demoTrailer: '데모 예고편',
    trailer: '예고편',
    teaser: '티저',
    muted: '음소거',
    soundOn: '소리 켜짐',
    movie: '영화',
    tv: 'TV 프로그램',
    anime: '애니메이션',
  },
};

/** `?lang=de` → German; a region (`de-AT`) is ignored; anything else is English. */
export function demoLanguage(value: string | null | undefined): DemoLanguage {
  const primary = (value ?? '').toLowerCase().split('-')[0];
  return (DEMO_LANGUAGES as readonly string[]).includes(primary ?? '')
    ? (primary as DemoLanguage)
    : 'en';
}

export const demoTexts = (lang: DemoLanguage): DemoTexts => TEXTS[lang];

/** Fills `{name}` placeholders. */
export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
