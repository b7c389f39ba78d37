/* global window, document, performance */
// Reelbeat's demo player: what every player server uses offline (the demo trailer is
// trailer.js). Plain browser script (served as a same-origin file, so CSP script-src 'self' holds).
// The player posts the same window messages as the void server: PLAYER_EVENT and MEDIA_DATA.
(function () {
  'use strict';
  var body = document.body;
  var data = body.dataset;
  if (data.mode !== 'player') return;

  var duration = Number(data.duration) || 300;
  var current = Math.min(Number(data.start) || 0, duration);
  var playing = false;
  var lastFrame = 0;
  var lastDraw = -Infinity;
  // Frames drawn per second: the picture is a test card, so a few frames a second show that it
  // plays; drawing every display frame kept the host page's main thread busy (the demo shares
  // the app's process, being same-origin).
  var FRAME_MS = 1000 / 15;
  var lastPostedSecond = -1;
  var label = data.label || '';
  var title = '';
  var controls = window.reelbeatDemo;
  var text = controls.text;
  var clock = controls.clock;

  var canvas = document.querySelector('canvas.picture');
  var ctx = canvas ? canvas.getContext('2d') : null;
  // Settings' subtitle colour (CSP allows no inline style attribute, so it is set here).
  var subtitles = document.querySelector('.subtitles');
  if (subtitles && data.subtitleColor) subtitles.style.color = data.subtitleColor;

  // Payloads are public playback facts, so they go to whoever framed us, as real embeds do;
  // the parent decides whether to trust them (origin and source checks).
  var parentOrigin = (window.location.ancestorOrigins && window.location.ancestorOrigins[0]) || '*';

  function post(message) {
    if (data.events === '0' || window.parent === window) return;
    window.parent.postMessage(message, parentOrigin);
  }

  function playerEvent(event) {
    post({
      type: 'PLAYER_EVENT',
      data: { event: event, currentTime: current, duration: duration },
    });
  }

  function mediaData() {
    var entry = {
      id: data.id,
      type: data.type === 'movie' ? 'movie' : 'tv',
      title: title || label,
      progress: { watched: current, duration: duration },
      last_updated: Date.now(),
    };
    if (data.season) entry.last_season_watched = data.season;
    if (data.episode) entry.last_episode_watched = data.episode;
    var payload = {};
    payload[data.id] = entry;
    post({ type: 'MEDIA_DATA', data: payload });
  }

  function draw(now) {
    if (!ctx || !canvas) return;
    var w = canvas.width;
    var h = canvas.height;
    var colors = ['#c0c0c0', '#c0c000', '#00c0c0', '#00c000', '#c000c0', '#c00000', '#0000c0'];
    var barW = w / colors.length;
    for (var i = 0; i < colors.length; i += 1) {
      ctx.fillStyle = colors[i];
      ctx.fillRect(i * barW, 0, barW + 1, h * 0.62);
    }
    ctx.fillStyle = '#111';
    ctx.fillRect(0, h * 0.62, w, h * 0.38);
    // A sweeping marker: moves with playback time, so a paused picture is visibly still.
    var x = ((current % 10) / 10) * w;
    ctx.fillStyle = '#fff';
    ctx.fillRect(x - 6, 0, 12, h * 0.62);
    // A pulse driven by wall time only while playing (the "moving" part of the picture).
    if (playing) {
      var pulse = (Math.sin(now / 300) + 1) / 2;
      ctx.fillStyle = 'rgba(229, 9, 20,' + (0.4 + pulse * 0.6) + ')';
      ctx.beginPath();
      ctx.arc(w - 30, h * 0.62 + 30, 10, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.fillStyle = '#fff';
    ctx.font = 'bold 28px system-ui, sans-serif';
    ctx.textBaseline = 'top';
    ctx.fillText(title || label, 20, h * 0.62 + 16, w - 80);
    ctx.font = '20px system-ui, sans-serif';
    var line = title ? label + ' · ' : '';
    ctx.fillText(
      line + text('textDemo', 'Demo') + ' · ' + (data.serverName || ''),
      20,
      h * 0.62 + 54,
      w - 40,
    );
    ctx.fillText(
      (playing ? text('textPlaying', 'Playing') : text('textPaused', 'Paused')) +
        ' ' +
        clock(current) +
        ' / ' +
        clock(duration),
      20,
      h * 0.62 + 84,
      w - 40,
    );
  }

  function render(now) {
    controls.show(current, duration, playing);
    draw(now || performance.now());
  }

  function finish() {
    current = duration;
    playing = false;
    playerEvent('ended');
    mediaData();
  }

  function tick(now) {
    if (playing) {
      current = Math.min(duration, current + (now - lastFrame) / 1000);
      lastFrame = now;
      var second = Math.floor(current);
      if (second !== lastPostedSecond) {
        lastPostedSecond = second;
        playerEvent('timeupdate');
      }
      if (current >= duration) finish();
    }
    if (now - lastDraw >= FRAME_MS || !playing) {
      lastDraw = now;
      render(now);
    }
    if (playing) nextFrame();
  }

  function nextFrame() {
    window.requestAnimationFrame(tick);
  }

  function play() {
    if (playing) return;
    if (current >= duration) current = 0;
    playing = true;
    lastFrame = performance.now();
    playerEvent('play');
    mediaData();
    nextFrame();
  }

  function pause() {
    if (!playing) return;
    playing = false;
    playerEvent('pause');
    mediaData();
    render();
  }

  function seek(seconds) {
    current = Math.max(0, Math.min(duration, seconds));
    lastFrame = performance.now();
    playerEvent('seeked');
    if (current >= duration) {
      finish();
    } else {
      mediaData();
    }
    render();
  }

  controls.wire({
    toggle: function () {
      if (playing) pause();
      else play();
    },
    seek: seek,
  });
  if (controls.timeline) {
    controls.timeline.addEventListener('input', function () {
      controls.showTime(Number(controls.timeline.value), duration);
    });
  }

  // The title, when the catalogue knows the id (demo convenience: a player shows its ids).
  controls.fetchTitle(function (name) {
    title = name;
    render();
  });

  // Commands from the page that framed us (watching together): play, pause and seek. Only the
  // parent window on the app's own origin may send them; anything else is ignored. The player
  // says it takes them, so the page knows it can keep this player in step.
  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || event.origin !== window.location.origin) return;
    var command = event.data;
    if (!command || command.type !== 'PLAYER_COMMAND') return;
    if (command.command === 'play') play();
    else if (command.command === 'pause') pause();
    else if (
      command.command === 'seek' &&
      typeof command.time === 'number' &&
      isFinite(command.time)
    )
      seek(command.time);
  });

  render();
  post({ type: 'PLAYER_CAPABILITIES', data: { commands: ['play', 'pause', 'seek'] } });
  // A sign of life as soon as the player is ready, as real players post before playback: the
  // page uses it to tell a working server from one that loads but never answers.
  playerEvent('ready');
  if (data.autoplay === '1') play();
})();
