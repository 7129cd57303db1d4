package org.arrocco.app.tournament;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/**
 * A plain-text table for the terminal: a header row, a rule, then the rows, every column as wide as
 * its widest cell, numbers right-aligned (columns whose header is marked with a leading {@code >}),
 * two spaces between columns, no trailing blanks.
 */
final class TextTable {
  private final List<String> headers = new ArrayList<>();
  private final List<Boolean> right = new ArrayList<>();
  private final List<String[]> rows = new ArrayList<>();

  /** A table with these headers; a header starting with {@code >} is a right-aligned column. */
  TextTable(String... headers) {
    for (String h : headers) {
      boolean r = h.startsWith(">");
      this.right.add(r);
      this.headers.add(r ? h.substring(1) : h);
    }
  }

  /** Adds one row; it must have one cell per column. */
  TextTable row(String... cells) {
    if (cells.length != headers.size()) {
      throw new IllegalStateException(cells.length + " cells for " + headers.size() + " columns");
    }
    rows.add(cells.clone());
    return this;
  }

  void print(PrintWriter out) {
    int n = headers.size();
    int[] width = new int[n];
    for (int c = 0; c < n; c++) {
      width[c] = headers.get(c).length();
      for (String[] row : rows) {
        width[c] = Math.max(width[c], row[c].length());
      }
    }
    out.println(line(headers.toArray(new String[0]), width));
    StringBuilder rule = new StringBuilder();
    for (int c = 0; c < n; c++) {
      rule.append(c == 0 ? "" : "  ").append("-".repeat(width[c]));
    }
    out.println(rule.toString().stripTrailing());
    for (String[] row : rows) {
      out.println(line(row, width));
    }
  }

  private String line(String[] cells, int[] width) {
    StringBuilder sb = new StringBuilder();
    for (int c = 0; c < cells.length; c++) {
      String pad = " ".repeat(width[c] - cells[c].length());
      sb.append(c == 0 ? "" : "  ");
      sb.append(right.get(c) ? pad + cells[c] : cells[c] + pad);
    }
    int end = sb.length();
    while (end > 0 && sb.charAt(end - 1) == ' ') {
      end--;
    }
    return sb.substring(0, end);
  }
}
