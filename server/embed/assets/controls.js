/* global window, document, fetch */
// What the demo player (demo.js) and the demo trailer (trailer.js) share, loaded before either:
// the page's words, the clock, the play button and timeline (`controls` in demo-pages.ts) and
// the title's name from the catalogue. Plain browser script, as they are.
(function () {
  'use strict';
  var data = document.body.dataset;
  var playButton = document.querySelector('button.play');
  var timeline = document.querySelector('input.timeline');
  var timeText = document.querySelector('output.time');
  var titleText = document.querySelector('.caption .title');

  // The page's words in the viewer's language (server/embed/demo-texts.ts), English if absent.
  function text(name, fallback) {
    return data[name] || fallback;
  }

  function clock(seconds) {
    var s = Math.floor(seconds);
    var r = s % 60;
    return Math.floor(s / 60) + ':' + (r < 10 ? '0' : '') + r;
  }

  function showTime(at, duration) {
    if (timeText) timeText.textContent = clock(at) + ' / ' + clock(duration);
  }

  /** The controls as they stand at `at` seconds; the timeline is left alone while it is held. */
  function show(at, duration, playing) {
    if (timeline && document.activeElement !== timeline) timeline.value = String(Math.floor(at));
    showTime(at, duration);
    if (!playButton) return;
    playButton.setAttribute(
      'aria-label',
      playing ? text('textPause', 'Pause') : text('textPlay', 'Play'),
    );
    playButton.textContent = playing ? '❚❚' : '▶';
  }

  /** The button, the timeline and Space or K on the page drive `player` (toggle, seek). */
  function wire(player) {
    if (playButton) playButton.addEventListener('click', player.toggle);
    if (timeline) {
      timeline.addEventListener('change', function () {
        player.seek(Number(timeline.value));
      });
    }
    document.addEventListener('keydown', function (event) {
      if (event.target !== document.body || (event.key !== ' ' && event.key !== 'k')) return;
      event.preventDefault();
      player.toggle();
    });
  }

  /** The title's name when the catalogue knows the id (the picture never shows it). */
  function fetchTitle(onName) {
    if (!/^\d+$/.test(data.id || '')) return;
    fetch('/api/catalog/' + (data.type === 'movie' ? 'movie' : 'tv') + '/' + data.id)
      .then(function (response) {
        return response.ok ? response.json() : null;
      })
      .then(function (json) {
        var name = json && (json.title || json.name);
        if (typeof name !== 'string' || !name) return;
        if (titleText) titleText.textContent = name + ' · ' + (data.label || '');
        if (onName) onName(name);
      })
      .catch(function () {
        return undefined;
      });
  }

  window.reelbeatDemo = {
    text: text,
    clock: clock,
    show: show,
    showTime: showTime,
    wire: wire,
    fetchTitle: fetchTitle,
    timeline: timeline,
  };
})();
