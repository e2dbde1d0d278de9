extension NavigationTrace {
  /// The trace as one self-contained HTML page: no network, no external script, style or
  /// font; it works opened from disk.
  ///
  /// The page shows the timeline (each command and transaction with its cause, its result and
  /// the guards that answered), the selected step's tree as the user sees it (tabs, stacks of
  /// screens, pages, split columns, modals and dialogs in order, each screen with its
  /// lifecycle; what changed since the step before is highlighted, and what left is listed),
  /// a failed expectation at its step (expected against actual), and the app's graph with the
  /// session's path over it. Left and Right (or Up and Down) move between steps, Home and End
  /// go to the first and the last; every step has its anchor (`#step-12`); the search box
  /// finds screens by name. A live page (``isLive``) reloads itself every second, following
  /// the last step while it is selected.
  package func html() -> String {
    let graphSection =
      graph.map {
        "<section id=\"graph\"><h2>Navigation graph <small>the session's path is drawn over "
          + "it; the selected step's screen is outlined</small></h2><div class=\"scroll\">"
          + GraphDrawing($0).svg + "</div></section>"
      } ?? ""
    let values = [
      "title": MarkupText.escaped(title), "graph": graphSection,
      "data": TraceJSON.document(self),
    ]
    // One pass over the template: a value is never searched for markers itself.
    var page = ""
    var rest = Substring(Self.template)
    while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
      page += rest[..<open.lowerBound]
      let key = String(rest[open.upperBound..<close.lowerBound])
      page += values[key] ?? "{{\(key)}}"
      rest = rest[close.upperBound...]
    }
    return page + rest
  }

  private static let template = #"""
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>{{title}} · Waypoint trace</title>
    <style>
    :root { --fg:#1d1d1f; --muted:#6e6e73; --line:#d2d2d7; --bg:#fff; --panel:#f5f5f7;
      --accent:#0a62d0; --add:#1f8f3a; --change:#b86e00; --fail:#c81e1e; }
    * { box-sizing: border-box; }
    body { margin:0; font:13px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; color:var(--fg);
      background:var(--bg); display:grid; grid-template-columns:minmax(300px, 36%) 1fr;
      grid-template-rows:auto 1fr auto; height:100vh; }
    header { grid-column:1 / 3; display:flex; gap:12px; align-items:center; padding:8px 12px;
      border-bottom:1px solid var(--line); background:var(--panel); }
    header h1 { font-size:15px; margin:0; flex:1; overflow:hidden; text-overflow:ellipsis; white-space:nowrap; }
    header input { width:220px; padding:4px 8px; border:1px solid var(--line); border-radius:6px; }
    #summary { color:var(--muted); white-space:nowrap; }
    #timeline { margin:0; padding:0; list-style:none; overflow:auto; border-right:1px solid var(--line); }
    .step a { display:flex; gap:6px; padding:3px 8px; color:inherit; text-decoration:none;
      border-bottom:1px solid #f0f0f2; }
    .step.transaction a { padding-left:26px; color:#333; }
    .step.command a { font-family:ui-monospace, Menlo, monospace; font-weight:600; }
    .step.selected a { background:#e4efff; outline:1px solid var(--accent); }
    .step.failed a { background:#fde8e8; }
    .step.dim { opacity:.35; }
    .num { color:var(--muted); min-width:2.6em; text-align:right; font-variant-numeric:tabular-nums; }
    .badge { border-radius:4px; padding:0 5px; font-size:11px; color:#fff; background:#888; height:1.5em; }
    .badge.applied { background:#2b7a3d; } .badge.forced { background:#7a2b6e; }
    .badge.refused, .badge.vetoed, .badge.cancelled { background:var(--fail); }
    .badge.held { background:#b86e00; } .badge.dropped, .badge.rewritten, .badge.taken { background:#56606b; }
    .badge.failure { background:var(--fail); }
    .text { overflow-wrap:anywhere; }
    main { overflow:auto; padding:10px 14px; }
    #detail h2, section h2 { font-size:14px; margin:4px 0 8px; }
    dl { display:grid; grid-template-columns:max-content 1fr; gap:2px 10px; margin:0 0 10px; }
    dt { color:var(--muted); } dd { margin:0; overflow-wrap:anywhere; }
    #failure dl { margin:6px 0 0; }
    pre { margin:0; white-space:pre-wrap; font:12px ui-monospace, Menlo, monospace; }
    #failure { border:2px solid var(--fail); border-radius:8px; padding:8px 10px; margin:8px 0; background:#fff5f5; }
    #failure b { color:var(--fail); }
    #tree { display:flex; flex-direction:column; gap:8px; }
    .box { border:1px solid var(--line); border-radius:8px; padding:6px; background:#fbfbfd; }
    .box > .label { font-size:11px; color:var(--muted); margin-bottom:4px; }
    .row { display:flex; flex-wrap:wrap; gap:6px; align-items:flex-start; }
    .tabbar { display:flex; gap:4px; margin-bottom:6px; }
    .tabbar span { border:1px solid var(--line); border-radius:12px; padding:0 8px; }
    .tabbar span.selected { background:var(--accent); color:#fff; border-color:var(--accent); }
    .tab.unselected { opacity:.55; }
    .screen { border:1px solid #9aa3ad; border-radius:6px; padding:3px 7px; background:#fff; min-width:70px; }
    .screen .life { display:block; font-size:10px; text-transform:uppercase; letter-spacing:.04em; color:var(--muted); }
    .screen.active { border:2px solid var(--accent); } .screen.active .life { color:var(--accent); }
    .screen.visible { border-style:dashed; }
    .screen.hidden { opacity:.75; }
    .sep { color:var(--muted); align-self:center; }
    .added { box-shadow:0 0 0 3px rgba(31,143,58,.55); }
    .changed { box-shadow:0 0 0 3px rgba(184,110,0,.55); }
    .found { background:#fff3b0 !important; }
    .modal { border:2px solid #7b61ff; }
    .modal.dialog { border-color:#c0392b; }
    #removed { color:var(--muted); }
    #graph { grid-column:1 / 3; border-top:1px solid var(--line); max-height:42vh; display:flex; flex-direction:column; }
    #graph h2 { padding:6px 12px 0; margin:0; } #graph small { color:var(--muted); font-weight:normal; }
    #graph .scroll { overflow:auto; padding:0 12px 8px; }
    #graph svg text { font:11px system-ui, sans-serif; text-anchor:middle; fill:#222; }
    #graph .legend text { text-anchor:start; fill:var(--muted); }
    #graph .node rect { fill:#fff; stroke-width:1.5; }
    #graph .node.visited rect { fill:#e4efff; }
    #graph .node.current rect { fill:var(--accent); stroke:#033 !important; stroke-width:3; }
    #graph .node.current text { fill:#fff; font-weight:600; }
    #graph .node.found rect { fill:#fff3b0; }
    #graph .edge { fill:none; stroke:#c5c9ce; stroke-width:1; }
    #graph .edge.back { stroke-dasharray:4 3; opacity:.6; }
    #graph .edge.walked { stroke:var(--accent); stroke-width:2.5; opacity:1; }
    #graph .edge.jump { stroke-dasharray:6 4; }
    #graph text.note { text-anchor:start; fill:var(--muted); }
    #graph marker path { fill:#9aa0a6; }
    #graph .launch circle { fill:#333; }
    </style>
    </head>
    <body>
    <header>
      <h1>{{title}}</h1>
      <span id="summary"></span>
      <input id="search" type="search" placeholder="Find a screen by name" aria-label="Find a screen by name">
    </header>
    <ol id="timeline" aria-label="steps"></ol>
    <main>
      <div id="detail"></div>
      <div id="failure" hidden></div>
      <div id="tree" aria-label="tree"></div>
      <p id="removed"></p>
    </main>
    {{graph}}
    <script type="application/json" id="trace-data">{{data}}</script>
    <script>
    (function () {
      'use strict';
      var data = JSON.parse(document.getElementById('trace-data').textContent);
      var steps = data.steps, trees = data.trees;
      var timeline = document.getElementById('timeline');
      var search = document.getElementById('search');
      var selected = -1, query = '';
      function el(tag, cls, text) {
        var e = document.createElement(tag);
        if (cls) e.className = cls;
        if (text !== undefined && text !== null) e.textContent = text;
        return e;
      }
      var failures = 0, transactions = 0;
      var rows = steps.map(function (s, i) {
        var li = el('li', 'step ' + s.kind + (s.failure ? ' failed' : ''));
        li.id = 'step-' + (i + 1);
        var a = el('a');
        a.href = '#step-' + (i + 1);
        a.appendChild(el('span', 'num', String(i + 1)));
        if (s.result) a.appendChild(el('span', 'badge ' + s.result, s.result));
        if (s.failure) { a.appendChild(el('span', 'badge failure', 'failed')); failures++; }
        if (s.kind === 'transaction') transactions++;
        a.appendChild(el('span', 'text', s.text));
        li.appendChild(a);
        timeline.appendChild(li);
        return li;
      });
      document.getElementById('summary').textContent = steps.length + ' steps, ' + transactions +
        ' transactions' + (failures ? ', ' + failures + ' failed' : '');

      function names(node, out) {
        if (node.t === 'screen') out.push(node.name);
        if (node.c) node.c.forEach(function (child) { names(child.t ? child : child.c, out); });
        return out;
      }
      var treeNames = trees.map(function (tree) {
        var out = names(tree.root, []);
        (tree.modals || []).forEach(function (m) { names(m.content, out); });
        return out.join('\n').toLowerCase();
      });

      function drawNode(node, step) {
        var added = step.added || [], changed = step.changed || [];
        function mark(e) {
          if (added.indexOf(node.id) >= 0) e.classList.add('added');
          else if (changed.indexOf(node.id) >= 0) e.classList.add('changed');
          return e;
        }
        if (node.t === 'screen') {
          var s = mark(el('div', 'screen ' + node.life));
          s.dataset.id = node.id;
          s.appendChild(el('span', 'name', node.name + (node.current ? ' ●' : '')));
          s.appendChild(el('span', 'life', node.life));
          if (query && node.name.toLowerCase().indexOf(query) >= 0) s.classList.add('found');
          return s;
        }
        var box = mark(el('div', 'box ' + node.t));
        box.dataset.id = node.id;
        if (node.t === 'stack') {
          box.appendChild(el('div', 'label', 'stack ' + node.id));
          var row = el('div', 'row');
          node.c.forEach(function (child, i) {
            if (i) row.appendChild(el('span', 'sep', '›'));
            row.appendChild(drawNode(child, step));
          });
          box.appendChild(row);
        } else if (node.t === 'tabs') {
          box.appendChild(el('div', 'label', (node.sidebar ? 'tabs (sidebar) ' : 'tabs ') + node.id));
          var bar = el('div', 'tabbar');
          node.c.forEach(function (tab) { bar.appendChild(el('span', tab.selected ? 'selected' : '', tab.name)); });
          box.appendChild(bar);
          node.c.forEach(function (tab) {
            var t = el('div', 'tab ' + (tab.selected ? 'selected' : 'unselected'));
            t.appendChild(el('div', 'label', tab.name + ' tab'));
            t.appendChild(drawNode(tab.c, step));
            box.appendChild(t);
          });
        } else if (node.t === 'pages') {
          box.appendChild(el('div', 'label', 'pages ' + node.id));
          var pages = el('div', 'row');
          node.c.forEach(function (page) { pages.appendChild(drawNode(page, step)); });
          box.appendChild(pages);
        } else if (node.t === 'split') {
          box.appendChild(el('div', 'label', 'split ' + node.id + ' (' + node.layout + ')'));
          var columns = el('div', 'row');
          node.c.forEach(function (column) {
            var c = el('div', 'column');
            c.appendChild(el('div', 'label', column.name));
            c.appendChild(drawNode(column.c, step));
            columns.appendChild(c);
          });
          box.appendChild(columns);
        }
        return box;
      }

      function dl(pairs) {
        var list = el('dl');
        pairs.forEach(function (p) {
          if (p[1] === undefined || p[1] === null || p[1] === '') return;
          list.appendChild(el('dt', '', p[0]));
          var dd = el('dd');
          if (p[0] === 'output') dd.appendChild(el('pre', '', p[1])); else dd.textContent = p[1];
          list.appendChild(dd);
        });
        return list;
      }

      // Tables keyed by the app's names are Maps: a plain object would answer `__proto__` or
      // `constructor` from its prototype.
      var graphNodes = new Map(), graphEdges = new Map();
      if (data.hasGraph) {
        document.querySelectorAll('#graph .node').forEach(function (n) { graphNodes.set(n.id.slice(2), n); });
        document.querySelectorAll('#graph .edge[id]').forEach(function (e) { graphEdges.set(e.id.slice(2), e); });
      }
      function drawPath(index) {
        if (!data.hasGraph) return;
        graphNodes.forEach(function (n) { n.classList.remove('visited', 'current'); });
        graphEdges.forEach(function (e) { e.classList.remove('walked'); });
        document.querySelectorAll('#graph .jump').forEach(function (j) { j.remove(); });
        var previous = null, jumps = new Map();
        for (var i = 0; i <= index; i++) {
          var node = steps[i].node;
          if (graphNodes.has(node)) graphNodes.get(node).classList.add('visited');
          if (previous !== null && previous !== node) {
            var edge = graphEdges.get(previous + '--' + node);
            if (edge) edge.classList.add('walked');
            else if (graphNodes.has(previous) && graphNodes.has(node)) jumps.set(previous + '--' + node, [previous, node]);
          }
          previous = node;
        }
        // A hop with no arrow (a tab tap, a link): a straight dashed jump between the screens.
        var layer = document.querySelector('#graph .edges');
        jumps.forEach(function (ends) {
          var a = graphNodes.get(ends[0]).querySelector('rect').getBBox();
          var b = graphNodes.get(ends[1]).querySelector('rect').getBBox();
          var jump = document.createElementNS('http://www.w3.org/2000/svg', 'path');
          jump.setAttribute('class', 'edge walked jump');
          var forward = b.x > a.x + a.width, backward = b.x + b.width < a.x;
          var from = forward ? a.x + a.width : backward ? a.x : a.x + a.width / 2;
          var to = forward ? b.x : backward ? b.x + b.width : b.x + b.width / 2;
          var fromY = forward || backward ? a.y + a.height / 2 : b.y > a.y ? a.y + a.height : a.y;
          var toY = forward || backward ? b.y + b.height / 2 : b.y > a.y ? b.y : b.y + b.height;
          jump.setAttribute('d', 'M' + from + ',' + fromY + ' L' + to + ',' + toY);
          jump.setAttribute('marker-end', 'url(#arrow)');
          layer.appendChild(jump);
        });
        var current = graphNodes.get(steps[index].node);
        if (current) {
          current.classList.add('current');
          if (current.scrollIntoView) current.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        }
      }

      function select(index) {
        if (!steps.length) return;
        index = Math.max(0, Math.min(steps.length - 1, index));
        if (selected >= 0) rows[selected].classList.remove('selected');
        selected = index;
        rows[index].classList.add('selected');
        rows[index].scrollIntoView({ block: 'nearest' });
        var step = steps[index], tree = trees[step.tree];
        var detail = document.getElementById('detail');
        detail.textContent = '';
        detail.appendChild(el('h2', '', 'Step ' + (index + 1) + ' of ' + steps.length + ' · ' + step.kind));
        detail.appendChild(dl([
          [step.kind === 'command' ? 'command' : 'transaction', step.text],
          ['cause', step.cause], ['result', step.result],
          ['guards', (step.guards || []).join(', ')], ['output', step.output]
        ]));
        var failure = document.getElementById('failure');
        failure.textContent = '';
        failure.hidden = !step.failure;
        if (step.failure) {
          failure.appendChild(el('b', '', 'Failed' + (step.failure.location ? ' at ' + step.failure.location : '')));
          failure.appendChild(dl([['expected', step.failure.expected], ['actual', step.failure.actual]]));
        }
        var holder = document.getElementById('tree');
        holder.textContent = '';
        holder.appendChild(drawNode(tree.root, step));
        (tree.modals || []).forEach(function (modal, level) {
          var dialog = modal.style === 'alert' || modal.style === 'confirmationDialog';
          var box = el('div', 'box modal' + (dialog ? ' dialog' : ''));
          box.appendChild(el('div', 'label', 'modal ' + (level + 1) + ' · ' + modal.style));
          box.appendChild(drawNode(modal.content, step));
          holder.appendChild(box);
        });
        document.getElementById('removed').textContent =
          step.removed ? 'Left the tree: ' + step.removed.join(', ') : '';
        drawPath(index);
        try { sessionStorage.setItem('waypoint-trace-follow', index === steps.length - 1 ? '1' : '0'); } catch (e) {}
      }

      function go(index) {
        index = Math.max(0, Math.min(steps.length - 1, index));
        history.replaceState(null, '', '#step-' + (index + 1));
        select(index);
      }
      function fromHash() {
        var m = /^#step-(\d+)$/.exec(location.hash);
        return m ? parseInt(m[1], 10) - 1 : null;
      }
      window.addEventListener('hashchange', function () {
        var index = fromHash();
        if (index !== null) select(index);
      });
      document.addEventListener('keydown', function (event) {
        if (event.target === search) {
          if (event.key === 'Escape') { search.value = ''; find(''); search.blur(); }
          if (event.key === 'Enter') { nextMatch(); event.preventDefault(); }
          return;
        }
        var moves = new Map([['ArrowRight', 1], ['ArrowDown', 1], ['ArrowLeft', -1], ['ArrowUp', -1]]);
        if (moves.has(event.key)) go(selected + moves.get(event.key));
        else if (event.key === 'Home') go(0);
        else if (event.key === 'End') go(steps.length - 1);
        else if (event.key === '/') { search.focus(); }
        else return;
        event.preventDefault();
      });

      function matches(i) { return query !== '' && treeNames[steps[i].tree].indexOf(query) >= 0; }
      function find(text) {
        query = text.trim().toLowerCase();
        rows.forEach(function (row, i) { row.classList.toggle('dim', query !== '' && !matches(i)); });
        graphNodes.forEach(function (n) {
          var name = (n.dataset.name || '').toLowerCase();
          n.classList.toggle('found', query !== '' && name.indexOf(query) >= 0);
        });
        if (selected >= 0) select(selected);
      }
      function nextMatch() {
        for (var n = 1; n <= steps.length; n++) {
          var i = (selected + n) % steps.length;
          if (matches(i)) { go(i); return; }
        }
      }
      search.addEventListener('input', function () { find(search.value); });

      // A page that showed its last step follows the new last step when it reloads itself
      // (the shell rewrote it; its last version is no longer live); a live page opens on its
      // last step; otherwise the anchor decides, or the failure, or the last step.
      var start = fromHash(), follow = null;
      try { follow = sessionStorage.getItem('waypoint-trace-follow'); } catch (e) {}
      var navigation = performance.getEntriesByType ? performance.getEntriesByType('navigation')[0] : null;
      var reloaded = navigation ? navigation.type === 'reload' : false;
      if ((reloaded && follow === '1') || (data.live && start === null)) start = steps.length - 1;
      if (start === null) {
        var failed = steps.findIndex(function (s) { return s.failure; });
        start = failed >= 0 ? failed : steps.length - 1;
      }
      if (steps.length) go(start);
      document.body.dataset.ready = 'true';
      window.waypointTraceReady = performance.now();
      if (data.live) setTimeout(function () { location.reload(); }, 1000);
    })();
    </script>
    </body>
    </html>

    """#
}
