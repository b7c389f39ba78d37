/* global window, document, performance */
// Reelbeat's demo trailer (server/embed/trailer-page.ts). trailer-worker.js draws the picture
// off this thread; this script hands it the canvas, starts and pauses it (and stills it while
// out of view or when the reader asks for less motion), keeps the optional controls' clock,
// names the title in the caption and, with sound on, plays a soft pad. A background trailer
// (hero, hover preview, overlay) runs no timer here while it plays.
(function () {
  'use strict';
  var body = document.body;
  var data = body.dataset;
  if (data.mode !== 'trailer') return;

  var film = document.querySelector('.film');
  var canvas = document.querySelector('canvas.motion');
  var still = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  var worker = null;
  var moving = false;
  var controls = window.reelbeatDemo;
  var timeline = controls.timeline;
  var timeText = document.querySelector('output.time');
  var duration = Number(data.duration) || 30;
  var loop = data.loop === '1';
  var current = 0;
  var startedAt = 0;
  var playing = false;
  var inView = true;
  var clockTimer = 0;
  var sound = null;

  function position() {
    if (!playing) return current;
    var at = current + (performance.now() - startedAt) / 1000;
    return loop ? at % duration : Math.min(at, duration);
  }

  function showClock() {
    var now = position();
    if (!loop && playing && now >= duration) {
      pause();
      return;
    }
    controls.show(now, duration, playing);
  }

  // A soft A-major pad, about -30 dBFS, that swells slowly: sound, but never loud.
  function startSound() {
    if (data.muted === '1') return;
    if (sound) {
      void sound.resume();
      return;
    }
    var Context = window.AudioContext || window.webkitAudioContext;
    if (!Context) return;
    try {
      sound = new Context();
      var level = sound.createGain();
      var tone = sound.createBiquadFilter();
      tone.type = 'lowpass';
      tone.frequency.value = 700;
      tone.connect(level);
      level.connect(sound.destination);
      level.gain.value = 0;
      level.gain.setTargetAtTime(0.03, sound.currentTime, 1.5);
      [110, 164.81, 220, 277.18].forEach(function (frequency, i) {
        var voice = sound.createOscillator();
        var share = sound.createGain();
        voice.frequency.value = frequency;
        voice.detune.value = i % 2 ? 4 : -4;
        share.gain.value = 0.25;
        voice.connect(share);
        share.connect(tone);
        voice.start();
      });
      var swell = sound.createOscillator();
      var depth = sound.createGain();
      swell.frequency.value = 0.08;
      depth.gain.value = 0.01;
      swell.connect(depth);
      depth.connect(level.gain);
      swell.start();
      // A frame may not start sound by itself; the first touch inside it does.
      if (sound.state === 'suspended') {
        body.addEventListener('pointerdown', function resume() {
          if (playing && sound) void sound.resume();
        });
      }
    } catch {
      sound = null;
    }
  }

  // The picture stands still while no one can see it (the hero scrolled away): nothing is
  // drawn then. The clock and the sound go on, as a video's would.
  function showPicture(force) {
    var next = playing && inView;
    if (!worker || (next === moving && !force)) return;
    moving = next;
    worker.postMessage({ type: next ? 'play' : 'pause', at: position() });
  }

  function startPicture() {
    if (still || !canvas || !canvas.transferControlToOffscreen || !window.Worker) return;
    try {
      var offscreen = canvas.transferControlToOffscreen();
      worker = new window.Worker('/embed/demo/trailer-worker.js');
      worker.onmessage = function (event) {
        // The still underneath stays until the first frame is on the canvas.
        if (event.data && event.data.type === 'drawn') film.classList.add('drawn');
      };
      moving = playing && inView;
      worker.postMessage(
        { type: 'start', canvas: offscreen, art: canvas.dataset.art, playing: moving },
        [offscreen],
      );
    } catch {
      worker = null;
    }
  }

  function play() {
    if (playing) return;
    if (!loop && current >= duration) current = 0;
    playing = true;
    startedAt = performance.now();
    showPicture();
    startSound();
    if (timeline || timeText) clockTimer = window.setInterval(showClock, 500);
    showClock();
  }

  function pause() {
    if (!playing) return;
    current = position();
    playing = false;
    showPicture();
    if (sound) void sound.suspend();
    window.clearInterval(clockTimer);
    showClock();
  }

  function seek(seconds) {
    current = Math.max(0, Math.min(duration, seconds));
    startedAt = performance.now();
    showPicture(true);
    showClock();
  }

  controls.wire({
    toggle: function () {
      if (playing) pause();
      else play();
    },
    seek: seek,
  });
  // The caption names the title when the catalogue knows it (the picture never does).
  if (document.querySelector('.caption .title')) controls.fetchTitle();

  if (film && window.IntersectionObserver) {
    new window.IntersectionObserver(function (entries) {
      inView = entries[entries.length - 1].isIntersecting;
      showPicture();
    }).observe(film);
  }

  showClock();
  if (data.autoplay === '1') play();
  startPicture();
})();
