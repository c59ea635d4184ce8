# Generated from SubstraitExpr.g4 by ANTLR 4.13.1
# encoding: utf-8
from antlr4 import *
from io import StringIO
import sys
if sys.version_info[1] > 5:
	from typing import TextIO
else:
	from typing.io import TextIO

def serializedATN():
    return [
        4,1,92,575,2,0,7,0,2,1,7,1,2,2,7,2,2,3,7,3,2,4,7,4,2,5,7,5,2,6,7,
        6,2,7,7,7,2,8,7,8,2,9,7,9,2,10,7,10,2,11,7,11,2,12,7,12,2,13,7,13,
        2,14,7,14,2,15,7,15,2,16,7,16,2,17,7,17,2,18,7,18,2,19,7,19,2,20,
        7,20,2,21,7,21,2,22,7,22,2,23,7,23,2,24,7,24,2,25,7,25,2,26,7,26,
        2,27,7,27,2,28,7,28,2,29,7,29,2,30,7,30,2,31,7,31,2,32,7,32,1,0,
        1,0,1,0,1,0,3,0,71,8,0,3,0,73,8,0,1,0,1,0,1,1,1,1,1,1,1,2,1,2,1,
        2,1,3,1,3,1,4,1,4,1,4,5,4,88,8,4,10,4,12,4,91,9,4,1,5,1,5,1,5,5,
        5,96,8,5,10,5,12,5,99,9,5,1,6,1,6,5,6,103,8,6,10,6,12,6,106,9,6,
        1,7,1,7,1,7,1,7,1,7,1,7,1,7,1,7,1,7,3,7,117,8,7,1,7,1,7,1,7,3,7,
        122,8,7,1,7,1,7,1,7,3,7,127,8,7,1,7,1,7,1,7,1,7,3,7,133,8,7,1,7,
        1,7,1,7,1,7,1,7,1,7,3,7,141,8,7,1,7,1,7,1,7,3,7,146,8,7,1,7,1,7,
        1,7,1,7,1,7,5,7,153,8,7,10,7,12,7,156,9,7,1,7,3,7,159,8,7,1,7,1,
        7,1,7,3,7,164,8,7,1,7,1,7,3,7,168,8,7,1,8,1,8,1,8,3,8,173,8,8,1,
        9,1,9,1,10,1,10,1,10,1,10,3,10,181,8,10,1,10,1,10,1,10,1,10,1,10,
        1,10,1,10,1,10,1,10,1,10,1,10,1,10,1,10,1,10,1,10,1,10,1,10,1,10,
        1,10,1,10,3,10,203,8,10,1,10,1,10,3,10,207,8,10,1,10,1,10,1,10,1,
        10,5,10,213,8,10,10,10,12,10,216,9,10,1,11,1,11,1,11,1,11,3,11,222,
        8,11,1,12,1,12,1,12,1,12,1,12,1,12,1,12,1,12,5,12,232,8,12,10,12,
        12,12,235,9,12,1,12,3,12,238,8,12,3,12,240,8,12,1,12,1,12,1,12,3,
        12,245,8,12,1,12,1,12,1,12,1,12,5,12,251,8,12,10,12,12,12,254,9,
        12,1,12,3,12,257,8,12,3,12,259,8,12,1,12,1,12,1,12,1,12,1,12,1,12,
        1,12,1,12,1,12,1,12,1,12,1,12,3,12,273,8,12,1,12,1,12,1,12,1,12,
        1,12,1,12,3,12,281,8,12,1,12,1,12,1,12,1,12,1,12,1,12,1,12,4,12,
        290,8,12,11,12,12,12,291,1,12,1,12,3,12,296,8,12,1,12,1,12,1,12,
        1,12,1,12,1,12,4,12,304,8,12,11,12,12,12,305,1,12,1,12,3,12,310,
        8,12,1,12,1,12,1,12,1,12,1,12,1,12,1,12,1,12,1,12,4,12,321,8,12,
        11,12,12,12,322,1,12,1,12,3,12,327,8,12,1,12,1,12,1,12,1,12,1,12,
        1,12,1,12,3,12,336,8,12,1,12,1,12,1,12,1,12,1,12,1,12,1,12,3,12,
        345,8,12,3,12,347,8,12,1,13,1,13,1,14,1,14,1,14,1,14,3,14,355,8,
        14,1,14,1,14,1,15,1,15,1,15,3,15,362,8,15,1,15,1,15,1,15,3,15,367,
        8,15,1,15,1,15,3,15,371,8,15,1,15,3,15,374,8,15,1,15,3,15,377,8,
        15,1,16,1,16,1,16,1,16,1,16,1,16,1,16,3,16,386,8,16,1,17,1,17,3,
        17,390,8,17,1,17,1,17,1,17,5,17,395,8,17,10,17,12,17,398,9,17,1,
        17,1,17,1,17,1,17,1,17,5,17,405,8,17,10,17,12,17,408,9,17,3,17,410,
        8,17,3,17,412,8,17,1,18,1,18,1,18,1,18,5,18,418,8,18,10,18,12,18,
        421,9,18,1,18,1,18,1,19,1,19,1,19,1,19,1,20,1,20,1,20,1,20,1,20,
        1,20,1,21,1,21,1,21,1,21,1,21,1,21,3,21,441,8,21,1,22,1,22,1,22,
        1,22,1,22,5,22,448,8,22,10,22,12,22,451,9,22,3,22,453,8,22,1,22,
        1,22,1,22,1,22,1,22,5,22,460,8,22,10,22,12,22,463,9,22,3,22,465,
        8,22,1,22,3,22,468,8,22,1,23,1,23,3,23,472,8,23,1,23,1,23,3,23,476,
        8,23,1,24,1,24,1,24,1,24,1,24,1,24,1,24,3,24,485,8,24,1,25,1,25,
        1,25,1,25,1,25,1,25,1,25,1,25,1,25,3,25,496,8,25,1,26,1,26,3,26,
        500,8,26,1,26,3,26,503,8,26,1,27,1,27,3,27,507,8,27,1,28,1,28,1,
        28,1,28,5,28,513,8,28,10,28,12,28,516,9,28,3,28,518,8,28,1,28,1,
        28,3,28,522,8,28,1,28,1,28,1,29,1,29,1,29,1,29,1,29,1,29,5,29,532,
        8,29,10,29,12,29,535,9,29,1,29,1,29,3,29,539,8,29,1,30,1,30,3,30,
        543,8,30,1,31,1,31,1,32,1,32,1,32,1,32,1,32,1,32,1,32,1,32,1,32,
        1,32,1,32,1,32,1,32,1,32,1,32,1,32,1,32,1,32,1,32,1,32,1,32,1,32,
        1,32,1,32,1,32,1,32,3,32,573,8,32,1,32,0,1,20,33,0,2,4,6,8,10,12,
        14,16,18,20,22,24,26,28,30,32,34,36,38,40,42,44,46,48,50,52,54,56,
        58,60,62,64,0,16,1,0,2,3,1,0,43,45,1,0,7,8,1,0,77,83,2,0,4,4,73,
        73,1,0,74,76,1,0,72,73,1,0,46,47,1,0,21,22,2,0,6,8,51,56,2,0,9,9,
        43,43,2,0,30,31,42,42,1,0,33,34,1,0,35,36,1,0,38,39,2,0,24,27,30,
        50,675,0,66,1,0,0,0,2,76,1,0,0,0,4,79,1,0,0,0,6,82,1,0,0,0,8,84,
        1,0,0,0,10,92,1,0,0,0,12,100,1,0,0,0,14,167,1,0,0,0,16,172,1,0,0,
        0,18,174,1,0,0,0,20,180,1,0,0,0,22,221,1,0,0,0,24,346,1,0,0,0,26,
        348,1,0,0,0,28,350,1,0,0,0,30,361,1,0,0,0,32,385,1,0,0,0,34,411,
        1,0,0,0,36,413,1,0,0,0,38,424,1,0,0,0,40,428,1,0,0,0,42,434,1,0,
        0,0,44,452,1,0,0,0,46,469,1,0,0,0,48,477,1,0,0,0,50,495,1,0,0,0,
        52,497,1,0,0,0,54,506,1,0,0,0,56,508,1,0,0,0,58,538,1,0,0,0,60,542,
        1,0,0,0,62,544,1,0,0,0,64,572,1,0,0,0,66,72,3,6,3,0,67,70,5,23,0,
        0,68,71,3,60,30,0,69,71,5,57,0,0,70,68,1,0,0,0,70,69,1,0,0,0,71,
        73,1,0,0,0,72,67,1,0,0,0,72,73,1,0,0,0,73,74,1,0,0,0,74,75,5,0,0,
        1,75,1,1,0,0,0,76,77,3,52,26,0,77,78,5,0,0,1,78,3,1,0,0,0,79,80,
        3,46,23,0,80,81,5,0,0,1,81,5,1,0,0,0,82,83,3,8,4,0,83,7,1,0,0,0,
        84,89,3,10,5,0,85,86,7,0,0,0,86,88,3,10,5,0,87,85,1,0,0,0,88,91,
        1,0,0,0,89,87,1,0,0,0,89,90,1,0,0,0,90,9,1,0,0,0,91,89,1,0,0,0,92,
        97,3,12,6,0,93,94,5,1,0,0,94,96,3,12,6,0,95,93,1,0,0,0,96,99,1,0,
        0,0,97,95,1,0,0,0,97,98,1,0,0,0,98,11,1,0,0,0,99,97,1,0,0,0,100,
        104,3,20,10,0,101,103,3,14,7,0,102,101,1,0,0,0,103,106,1,0,0,0,104,
        102,1,0,0,0,104,105,1,0,0,0,105,13,1,0,0,0,106,104,1,0,0,0,107,108,
        3,18,9,0,108,109,7,1,0,0,109,110,3,28,14,0,110,168,1,0,0,0,111,112,
        3,18,9,0,112,113,3,20,10,0,113,168,1,0,0,0,114,116,5,5,0,0,115,117,
        5,4,0,0,116,115,1,0,0,0,116,117,1,0,0,0,117,118,1,0,0,0,118,168,
        5,6,0,0,119,121,5,5,0,0,120,122,5,4,0,0,121,120,1,0,0,0,121,122,
        1,0,0,0,122,123,1,0,0,0,123,168,7,2,0,0,124,126,5,5,0,0,125,127,
        5,4,0,0,126,125,1,0,0,0,126,127,1,0,0,0,127,128,1,0,0,0,128,129,
        5,9,0,0,129,130,5,10,0,0,130,168,3,20,10,0,131,133,5,4,0,0,132,131,
        1,0,0,0,132,133,1,0,0,0,133,134,1,0,0,0,134,135,5,11,0,0,135,136,
        3,20,10,0,136,137,5,1,0,0,137,138,3,20,10,0,138,168,1,0,0,0,139,
        141,5,4,0,0,140,139,1,0,0,0,140,141,1,0,0,0,141,142,1,0,0,0,142,
        143,5,12,0,0,143,168,3,28,14,0,144,146,5,4,0,0,145,144,1,0,0,0,145,
        146,1,0,0,0,146,147,1,0,0,0,147,148,5,12,0,0,148,149,5,66,0,0,149,
        154,3,16,8,0,150,151,5,64,0,0,151,153,3,16,8,0,152,150,1,0,0,0,153,
        156,1,0,0,0,154,152,1,0,0,0,154,155,1,0,0,0,155,158,1,0,0,0,156,
        154,1,0,0,0,157,159,5,64,0,0,158,157,1,0,0,0,158,159,1,0,0,0,159,
        160,1,0,0,0,160,161,5,67,0,0,161,168,1,0,0,0,162,164,5,4,0,0,163,
        162,1,0,0,0,163,164,1,0,0,0,164,165,1,0,0,0,165,166,5,13,0,0,166,
        168,3,20,10,0,167,107,1,0,0,0,167,111,1,0,0,0,167,114,1,0,0,0,167,
        119,1,0,0,0,167,124,1,0,0,0,167,132,1,0,0,0,167,140,1,0,0,0,167,
        145,1,0,0,0,167,163,1,0,0,0,168,15,1,0,0,0,169,173,5,92,0,0,170,
        173,3,26,13,0,171,173,3,6,3,0,172,169,1,0,0,0,172,170,1,0,0,0,172,
        171,1,0,0,0,173,17,1,0,0,0,174,175,7,3,0,0,175,19,1,0,0,0,176,177,
        6,10,-1,0,177,181,3,24,12,0,178,179,7,4,0,0,179,181,3,20,10,4,180,
        176,1,0,0,0,180,178,1,0,0,0,181,214,1,0,0,0,182,183,10,3,0,0,183,
        184,7,5,0,0,184,213,3,20,10,4,185,186,10,2,0,0,186,187,7,6,0,0,187,
        213,3,20,10,3,188,189,10,1,0,0,189,190,5,71,0,0,190,213,3,20,10,
        2,191,192,10,8,0,0,192,193,5,62,0,0,193,213,3,52,26,0,194,195,10,
        7,0,0,195,196,5,68,0,0,196,197,3,6,3,0,197,198,5,69,0,0,198,213,
        1,0,0,0,199,200,10,6,0,0,200,202,5,68,0,0,201,203,3,6,3,0,202,201,
        1,0,0,0,202,203,1,0,0,0,203,204,1,0,0,0,204,206,5,63,0,0,205,207,
        3,6,3,0,206,205,1,0,0,0,206,207,1,0,0,0,207,208,1,0,0,0,208,213,
        5,69,0,0,209,210,10,5,0,0,210,211,5,65,0,0,211,213,3,22,11,0,212,
        182,1,0,0,0,212,185,1,0,0,0,212,188,1,0,0,0,212,191,1,0,0,0,212,
        194,1,0,0,0,212,199,1,0,0,0,212,209,1,0,0,0,213,216,1,0,0,0,214,
        212,1,0,0,0,214,215,1,0,0,0,215,21,1,0,0,0,216,214,1,0,0,0,217,222,
        3,60,30,0,218,222,5,57,0,0,219,222,5,55,0,0,220,222,5,54,0,0,221,
        217,1,0,0,0,221,218,1,0,0,0,221,219,1,0,0,0,221,220,1,0,0,0,222,
        23,1,0,0,0,223,347,3,26,13,0,224,347,3,28,14,0,225,226,7,7,0,0,226,
        347,3,28,14,0,227,239,5,66,0,0,228,233,3,6,3,0,229,230,5,64,0,0,
        230,232,3,6,3,0,231,229,1,0,0,0,232,235,1,0,0,0,233,231,1,0,0,0,
        233,234,1,0,0,0,234,237,1,0,0,0,235,233,1,0,0,0,236,238,5,64,0,0,
        237,236,1,0,0,0,237,238,1,0,0,0,238,240,1,0,0,0,239,228,1,0,0,0,
        239,240,1,0,0,0,240,241,1,0,0,0,241,244,5,67,0,0,242,243,5,70,0,
        0,243,245,3,6,3,0,244,242,1,0,0,0,244,245,1,0,0,0,245,347,1,0,0,
        0,246,258,5,68,0,0,247,252,3,6,3,0,248,249,5,64,0,0,249,251,3,6,
        3,0,250,248,1,0,0,0,251,254,1,0,0,0,252,250,1,0,0,0,252,253,1,0,
        0,0,253,256,1,0,0,0,254,252,1,0,0,0,255,257,5,64,0,0,256,255,1,0,
        0,0,256,257,1,0,0,0,257,259,1,0,0,0,258,247,1,0,0,0,258,259,1,0,
        0,0,259,260,1,0,0,0,260,347,5,69,0,0,261,262,3,60,30,0,262,263,5,
        70,0,0,263,264,3,6,3,0,264,347,1,0,0,0,265,266,7,8,0,0,266,267,5,
        66,0,0,267,268,3,6,3,0,268,269,5,23,0,0,269,270,3,52,26,0,270,272,
        5,67,0,0,271,273,3,36,18,0,272,271,1,0,0,0,272,273,1,0,0,0,273,347,
        1,0,0,0,274,275,5,14,0,0,275,276,3,6,3,0,276,277,5,15,0,0,277,280,
        3,6,3,0,278,279,5,16,0,0,279,281,3,6,3,0,280,278,1,0,0,0,280,281,
        1,0,0,0,281,347,1,0,0,0,282,283,5,20,0,0,283,289,3,6,3,0,284,285,
        5,17,0,0,285,286,3,6,3,0,286,287,5,15,0,0,287,288,3,6,3,0,288,290,
        1,0,0,0,289,284,1,0,0,0,290,291,1,0,0,0,291,289,1,0,0,0,291,292,
        1,0,0,0,292,295,1,0,0,0,293,294,5,16,0,0,294,296,3,6,3,0,295,293,
        1,0,0,0,295,296,1,0,0,0,296,347,1,0,0,0,297,303,5,17,0,0,298,299,
        5,18,0,0,299,300,3,6,3,0,300,301,5,15,0,0,301,302,3,6,3,0,302,304,
        1,0,0,0,303,298,1,0,0,0,304,305,1,0,0,0,305,303,1,0,0,0,305,306,
        1,0,0,0,306,309,1,0,0,0,307,308,5,16,0,0,308,310,3,6,3,0,309,307,
        1,0,0,0,309,310,1,0,0,0,310,311,1,0,0,0,311,312,5,19,0,0,312,347,
        1,0,0,0,313,314,5,17,0,0,314,320,3,6,3,0,315,316,5,18,0,0,316,317,
        3,6,3,0,317,318,5,15,0,0,318,319,3,6,3,0,319,321,1,0,0,0,320,315,
        1,0,0,0,321,322,1,0,0,0,322,320,1,0,0,0,322,323,1,0,0,0,323,326,
        1,0,0,0,324,325,5,16,0,0,325,327,3,6,3,0,326,324,1,0,0,0,326,327,
        1,0,0,0,327,328,1,0,0,0,328,329,5,19,0,0,329,347,1,0,0,0,330,331,
        5,49,0,0,331,332,5,56,0,0,332,335,3,60,30,0,333,334,5,50,0,0,334,
        336,3,60,30,0,335,333,1,0,0,0,335,336,1,0,0,0,336,347,1,0,0,0,337,
        347,3,30,15,0,338,347,5,58,0,0,339,340,5,59,0,0,340,341,5,65,0,0,
        341,347,3,22,11,0,342,345,3,60,30,0,343,345,5,57,0,0,344,342,1,0,
        0,0,344,343,1,0,0,0,345,347,1,0,0,0,346,223,1,0,0,0,346,224,1,0,
        0,0,346,225,1,0,0,0,346,227,1,0,0,0,346,246,1,0,0,0,346,261,1,0,
        0,0,346,265,1,0,0,0,346,274,1,0,0,0,346,282,1,0,0,0,346,297,1,0,
        0,0,346,313,1,0,0,0,346,330,1,0,0,0,346,337,1,0,0,0,346,338,1,0,
        0,0,346,339,1,0,0,0,346,344,1,0,0,0,347,25,1,0,0,0,348,349,7,9,0,
        0,349,27,1,0,0,0,350,351,5,66,0,0,351,354,5,48,0,0,352,355,3,60,
        30,0,353,355,5,57,0,0,354,352,1,0,0,0,354,353,1,0,0,0,355,356,1,
        0,0,0,356,357,5,67,0,0,357,29,1,0,0,0,358,359,3,60,30,0,359,360,
        5,65,0,0,360,362,1,0,0,0,361,358,1,0,0,0,361,362,1,0,0,0,362,363,
        1,0,0,0,363,364,3,32,16,0,364,366,5,66,0,0,365,367,3,34,17,0,366,
        365,1,0,0,0,366,367,1,0,0,0,367,368,1,0,0,0,368,370,5,67,0,0,369,
        371,3,36,18,0,370,369,1,0,0,0,370,371,1,0,0,0,371,373,1,0,0,0,372,
        374,3,40,20,0,373,372,1,0,0,0,373,374,1,0,0,0,374,376,1,0,0,0,375,
        377,3,42,21,0,376,375,1,0,0,0,376,377,1,0,0,0,377,31,1,0,0,0,378,
        386,3,60,30,0,379,386,5,1,0,0,380,386,5,2,0,0,381,386,5,3,0,0,382,
        386,5,4,0,0,383,386,5,13,0,0,384,386,5,11,0,0,385,378,1,0,0,0,385,
        379,1,0,0,0,385,380,1,0,0,0,385,381,1,0,0,0,385,382,1,0,0,0,385,
        383,1,0,0,0,385,384,1,0,0,0,386,33,1,0,0,0,387,412,5,74,0,0,388,
        390,7,10,0,0,389,388,1,0,0,0,389,390,1,0,0,0,390,391,1,0,0,0,391,
        396,3,6,3,0,392,393,5,64,0,0,393,395,3,6,3,0,394,392,1,0,0,0,395,
        398,1,0,0,0,396,394,1,0,0,0,396,397,1,0,0,0,397,409,1,0,0,0,398,
        396,1,0,0,0,399,400,5,29,0,0,400,401,5,28,0,0,401,406,3,46,23,0,
        402,403,5,64,0,0,403,405,3,46,23,0,404,402,1,0,0,0,405,408,1,0,0,
        0,406,404,1,0,0,0,406,407,1,0,0,0,407,410,1,0,0,0,408,406,1,0,0,
        0,409,399,1,0,0,0,409,410,1,0,0,0,410,412,1,0,0,0,411,387,1,0,0,
        0,411,389,1,0,0,0,412,35,1,0,0,0,413,414,5,68,0,0,414,419,3,38,19,
        0,415,416,5,64,0,0,416,418,3,38,19,0,417,415,1,0,0,0,418,421,1,0,
        0,0,419,417,1,0,0,0,419,420,1,0,0,0,420,422,1,0,0,0,421,419,1,0,
        0,0,422,423,5,69,0,0,423,37,1,0,0,0,424,425,3,60,30,0,425,426,5,
        63,0,0,426,427,3,64,32,0,427,39,1,0,0,0,428,429,5,24,0,0,429,430,
        5,66,0,0,430,431,5,25,0,0,431,432,3,6,3,0,432,433,5,67,0,0,433,41,
        1,0,0,0,434,440,5,26,0,0,435,441,3,60,30,0,436,437,5,66,0,0,437,
        438,3,44,22,0,438,439,5,67,0,0,439,441,1,0,0,0,440,435,1,0,0,0,440,
        436,1,0,0,0,441,43,1,0,0,0,442,443,5,27,0,0,443,444,5,28,0,0,444,
        449,3,6,3,0,445,446,5,64,0,0,446,448,3,6,3,0,447,445,1,0,0,0,448,
        451,1,0,0,0,449,447,1,0,0,0,449,450,1,0,0,0,450,453,1,0,0,0,451,
        449,1,0,0,0,452,442,1,0,0,0,452,453,1,0,0,0,453,464,1,0,0,0,454,
        455,5,29,0,0,455,456,5,28,0,0,456,461,3,46,23,0,457,458,5,64,0,0,
        458,460,3,46,23,0,459,457,1,0,0,0,460,463,1,0,0,0,461,459,1,0,0,
        0,461,462,1,0,0,0,462,465,1,0,0,0,463,461,1,0,0,0,464,454,1,0,0,
        0,464,465,1,0,0,0,465,467,1,0,0,0,466,468,3,48,24,0,467,466,1,0,
        0,0,467,468,1,0,0,0,468,45,1,0,0,0,469,471,3,6,3,0,470,472,7,11,
        0,0,471,470,1,0,0,0,471,472,1,0,0,0,472,475,1,0,0,0,473,474,5,32,
        0,0,474,476,7,12,0,0,475,473,1,0,0,0,475,476,1,0,0,0,476,47,1,0,
        0,0,477,484,7,13,0,0,478,479,5,11,0,0,479,480,3,50,25,0,480,481,
        5,1,0,0,481,482,3,50,25,0,482,485,1,0,0,0,483,485,3,50,25,0,484,
        478,1,0,0,0,484,483,1,0,0,0,485,49,1,0,0,0,486,487,5,37,0,0,487,
        496,5,38,0,0,488,489,5,37,0,0,489,496,5,39,0,0,490,491,5,40,0,0,
        491,496,5,41,0,0,492,493,3,20,10,0,493,494,7,14,0,0,494,496,1,0,
        0,0,495,486,1,0,0,0,495,488,1,0,0,0,495,490,1,0,0,0,495,492,1,0,
        0,0,496,51,1,0,0,0,497,499,3,54,27,0,498,500,5,84,0,0,499,498,1,
        0,0,0,499,500,1,0,0,0,500,502,1,0,0,0,501,503,3,56,28,0,502,501,
        1,0,0,0,502,503,1,0,0,0,503,53,1,0,0,0,504,507,3,60,30,0,505,507,
        5,60,0,0,506,504,1,0,0,0,506,505,1,0,0,0,507,55,1,0,0,0,508,517,
        5,82,0,0,509,514,3,58,29,0,510,511,5,64,0,0,511,513,3,58,29,0,512,
        510,1,0,0,0,513,516,1,0,0,0,514,512,1,0,0,0,514,515,1,0,0,0,515,
        518,1,0,0,0,516,514,1,0,0,0,517,509,1,0,0,0,517,518,1,0,0,0,518,
        521,1,0,0,0,519,520,5,70,0,0,520,522,3,52,26,0,521,519,1,0,0,0,521,
        522,1,0,0,0,522,523,1,0,0,0,523,524,5,83,0,0,524,57,1,0,0,0,525,
        539,5,55,0,0,526,539,3,52,26,0,527,528,5,66,0,0,528,533,3,52,26,
        0,529,530,5,64,0,0,530,532,3,52,26,0,531,529,1,0,0,0,532,535,1,0,
        0,0,533,531,1,0,0,0,533,534,1,0,0,0,534,536,1,0,0,0,535,533,1,0,
        0,0,536,537,5,67,0,0,537,539,1,0,0,0,538,525,1,0,0,0,538,526,1,0,
        0,0,538,527,1,0,0,0,539,59,1,0,0,0,540,543,5,61,0,0,541,543,3,62,
        31,0,542,540,1,0,0,0,542,541,1,0,0,0,543,61,1,0,0,0,544,545,7,15,
        0,0,545,63,1,0,0,0,546,573,3,60,30,0,547,573,5,1,0,0,548,573,5,2,
        0,0,549,573,5,3,0,0,550,573,5,4,0,0,551,573,5,5,0,0,552,573,5,6,
        0,0,553,573,5,7,0,0,554,573,5,8,0,0,555,573,5,9,0,0,556,573,5,10,
        0,0,557,573,5,11,0,0,558,573,5,12,0,0,559,573,5,13,0,0,560,573,5,
        14,0,0,561,573,5,15,0,0,562,573,5,16,0,0,563,573,5,17,0,0,564,573,
        5,18,0,0,565,573,5,19,0,0,566,573,5,20,0,0,567,573,5,21,0,0,568,
        573,5,22,0,0,569,573,5,23,0,0,570,573,5,28,0,0,571,573,5,29,0,0,
        572,546,1,0,0,0,572,547,1,0,0,0,572,548,1,0,0,0,572,549,1,0,0,0,
        572,550,1,0,0,0,572,551,1,0,0,0,572,552,1,0,0,0,572,553,1,0,0,0,
        572,554,1,0,0,0,572,555,1,0,0,0,572,556,1,0,0,0,572,557,1,0,0,0,
        572,558,1,0,0,0,572,559,1,0,0,0,572,560,1,0,0,0,572,561,1,0,0,0,
        572,562,1,0,0,0,572,563,1,0,0,0,572,564,1,0,0,0,572,565,1,0,0,0,
        572,566,1,0,0,0,572,567,1,0,0,0,572,568,1,0,0,0,572,569,1,0,0,0,
        572,570,1,0,0,0,572,571,1,0,0,0,573,65,1,0,0,0,73,70,72,89,97,104,
        116,121,126,132,140,145,154,158,163,167,172,180,202,206,212,214,
        221,233,237,239,244,252,256,258,272,280,291,295,305,309,322,326,
        335,344,346,354,361,366,370,373,376,385,389,396,406,409,411,419,
        440,449,452,461,464,467,471,475,484,495,499,502,506,514,517,521,
        533,538,542,572
    ]

class SubstraitExprParser ( Parser ):

    grammarFileName = "SubstraitExpr.g4"

    atn = ATNDeserializer().deserialize(serializedATN())

    decisionsToDFA = [ DFA(ds, i) for i, ds in enumerate(atn.decisionToState) ]

    sharedContextCache = PredictionContextCache()

    literalNames = [ "<INVALID>", "'and'", "'or'", "'xor'", "'not'", "'is'", 
                     "'null'", "'true'", "'false'", "'distinct'", "'from'", 
                     "'between'", "'in'", "'like'", "'if'", "'then'", "'else'", 
                     "'case'", "'when'", "'end'", "'switch'", "'cast'", 
                     "'try_cast'", "'as'", "'filter'", "'where'", "'over'", 
                     "'partition'", "'by'", "'order'", "'asc'", "'desc'", 
                     "'nulls'", "'first'", "'last'", "'rows'", "'range'", 
                     "'unbounded'", "'preceding'", "'following'", "'current'", 
                     "'row'", "'clustered'", "'all'", "'any'", "'some'", 
                     "'exists'", "'unique'", "'table'", "'interval'", "'to'", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "'::'", "':'", 
                     "','", "'.'", "'('", "')'", "'['", "']'", "'->'", "'||'", 
                     "'+'", "'-'", "'*'", "'/'", "'%'", "'='", "'!='", "'<>'", 
                     "'<='", "'>='", "'<'", "'>'", "'?'" ]

    symbolicNames = [ "<INVALID>", "AND", "OR", "XOR", "NOT", "IS", "NULL", 
                      "TRUE", "FALSE", "DISTINCT", "FROM", "BETWEEN", "IN", 
                      "LIKE", "IF", "THEN", "ELSE", "CASE", "WHEN", "END", 
                      "SWITCH", "CAST", "TRY_CAST", "AS", "FILTER", "WHERE", 
                      "OVER", "PARTITION", "BY", "ORDER", "ASC", "DESC", 
                      "NULLS", "FIRST", "LAST", "ROWS", "RANGE", "UNBOUNDED", 
                      "PRECEDING", "FOLLOWING", "CURRENT", "ROW", "CLUSTERED", 
                      "ALL", "ANY", "SOME", "EXISTS", "UNIQUE", "TABLE", 
                      "INTERVAL", "TO", "TIMESTAMP_LIT", "DATE_LIT", "TIME_LIT", 
                      "DECIMAL_LIT", "INTEGER", "STRING", "QUOTED_IDENT", 
                      "POSITIONAL", "OUTER", "USER_TYPE", "IDENT", "DOUBLE_COLON", 
                      "COLON", "COMMA", "DOT", "LPAREN", "RPAREN", "LBRACKET", 
                      "RBRACKET", "ARROW", "CONCAT", "PLUS", "MINUS", "STAR", 
                      "SLASH", "PERCENT", "EQ", "NEQ", "NEQ_SQL", "LTE", 
                      "GTE", "LT", "GT", "QMARK", "LINE_COMMENT", "BLOCK_COMMENT", 
                      "WS", "UNTERMINATED_STRING", "UNTERMINATED_QUOTED_IDENT", 
                      "UNTERMINATED_COMMENT", "UNEXPECTED_CHAR", "LITERAL_RUN" ]

    RULE_root = 0
    RULE_typeRoot = 1
    RULE_sortRoot = 2
    RULE_expr = 3
    RULE_orExpr = 4
    RULE_andExpr = 5
    RULE_predicate = 6
    RULE_predicateTail = 7
    RULE_inItem = 8
    RULE_compOp = 9
    RULE_valueExpr = 10
    RULE_fieldSelector = 11
    RULE_primary = 12
    RULE_literal = 13
    RULE_subqueryRef = 14
    RULE_call = 15
    RULE_functionName = 16
    RULE_callArgs = 17
    RULE_optionList = 18
    RULE_functionOption = 19
    RULE_filterClause = 20
    RULE_overClause = 21
    RULE_windowSpec = 22
    RULE_sortItem = 23
    RULE_frame = 24
    RULE_frameBound = 25
    RULE_typeExpr = 26
    RULE_typeName = 27
    RULE_typeParams = 28
    RULE_typeParam = 29
    RULE_identifier = 30
    RULE_softKeyword = 31
    RULE_word = 32

    ruleNames =  [ "root", "typeRoot", "sortRoot", "expr", "orExpr", "andExpr", 
                   "predicate", "predicateTail", "inItem", "compOp", "valueExpr", 
                   "fieldSelector", "primary", "literal", "subqueryRef", 
                   "call", "functionName", "callArgs", "optionList", "functionOption", 
                   "filterClause", "overClause", "windowSpec", "sortItem", 
                   "frame", "frameBound", "typeExpr", "typeName", "typeParams", 
                   "typeParam", "identifier", "softKeyword", "word" ]

    EOF = Token.EOF
    AND=1
    OR=2
    XOR=3
    NOT=4
    IS=5
    NULL=6
    TRUE=7
    FALSE=8
    DISTINCT=9
    FROM=10
    BETWEEN=11
    IN=12
    LIKE=13
    IF=14
    THEN=15
    ELSE=16
    CASE=17
    WHEN=18
    END=19
    SWITCH=20
    CAST=21
    TRY_CAST=22
    AS=23
    FILTER=24
    WHERE=25
    OVER=26
    PARTITION=27
    BY=28
    ORDER=29
    ASC=30
    DESC=31
    NULLS=32
    FIRST=33
    LAST=34
    ROWS=35
    RANGE=36
    UNBOUNDED=37
    PRECEDING=38
    FOLLOWING=39
    CURRENT=40
    ROW=41
    CLUSTERED=42
    ALL=43
    ANY=44
    SOME=45
    EXISTS=46
    UNIQUE=47
    TABLE=48
    INTERVAL=49
    TO=50
    TIMESTAMP_LIT=51
    DATE_LIT=52
    TIME_LIT=53
    DECIMAL_LIT=54
    INTEGER=55
    STRING=56
    QUOTED_IDENT=57
    POSITIONAL=58
    OUTER=59
    USER_TYPE=60
    IDENT=61
    DOUBLE_COLON=62
    COLON=63
    COMMA=64
    DOT=65
    LPAREN=66
    RPAREN=67
    LBRACKET=68
    RBRACKET=69
    ARROW=70
    CONCAT=71
    PLUS=72
    MINUS=73
    STAR=74
    SLASH=75
    PERCENT=76
    EQ=77
    NEQ=78
    NEQ_SQL=79
    LTE=80
    GTE=81
    LT=82
    GT=83
    QMARK=84
    LINE_COMMENT=85
    BLOCK_COMMENT=86
    WS=87
    UNTERMINATED_STRING=88
    UNTERMINATED_QUOTED_IDENT=89
    UNTERMINATED_COMMENT=90
    UNEXPECTED_CHAR=91
    LITERAL_RUN=92

    def __init__(self, input:TokenStream, output:TextIO = sys.stdout):
        super().__init__(input, output)
        self.checkVersion("4.13.1")
        self._interp = ParserATNSimulator(self, self.atn, self.decisionsToDFA, self.sharedContextCache)
        self._predicates = None




    class RootContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.alias = None # IdentifierContext
            self.quotedAlias = None # Token

        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)


        def EOF(self):
            return self.getToken(SubstraitExprParser.EOF, 0)

        def AS(self):
            return self.getToken(SubstraitExprParser.AS, 0)

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def QUOTED_IDENT(self):
            return self.getToken(SubstraitExprParser.QUOTED_IDENT, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_root

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitRoot" ):
                return visitor.visitRoot(self)
            else:
                return visitor.visitChildren(self)




    def root(self):

        localctx = SubstraitExprParser.RootContext(self, self._ctx, self.state)
        self.enterRule(localctx, 0, self.RULE_root)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 66
            self.expr()
            self.state = 72
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==23:
                self.state = 67
                self.match(SubstraitExprParser.AS)
                self.state = 70
                self._errHandler.sync(self)
                token = self._input.LA(1)
                if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 61]:
                    self.state = 68
                    localctx.alias = self.identifier()
                    pass
                elif token in [57]:
                    self.state = 69
                    localctx.quotedAlias = self.match(SubstraitExprParser.QUOTED_IDENT)
                    pass
                else:
                    raise NoViableAltException(self)



            self.state = 74
            self.match(SubstraitExprParser.EOF)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeRootContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def typeExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeExprContext,0)


        def EOF(self):
            return self.getToken(SubstraitExprParser.EOF, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_typeRoot

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTypeRoot" ):
                return visitor.visitTypeRoot(self)
            else:
                return visitor.visitChildren(self)




    def typeRoot(self):

        localctx = SubstraitExprParser.TypeRootContext(self, self._ctx, self.state)
        self.enterRule(localctx, 2, self.RULE_typeRoot)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 76
            self.typeExpr()
            self.state = 77
            self.match(SubstraitExprParser.EOF)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class SortRootContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def sortItem(self):
            return self.getTypedRuleContext(SubstraitExprParser.SortItemContext,0)


        def EOF(self):
            return self.getToken(SubstraitExprParser.EOF, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_sortRoot

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSortRoot" ):
                return visitor.visitSortRoot(self)
            else:
                return visitor.visitChildren(self)




    def sortRoot(self):

        localctx = SubstraitExprParser.SortRootContext(self, self._ctx, self.state)
        self.enterRule(localctx, 4, self.RULE_sortRoot)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 79
            self.sortItem()
            self.state = 80
            self.match(SubstraitExprParser.EOF)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ExprContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def orExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.OrExprContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_expr

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitExpr" ):
                return visitor.visitExpr(self)
            else:
                return visitor.visitChildren(self)




    def expr(self):

        localctx = SubstraitExprParser.ExprContext(self, self._ctx, self.state)
        self.enterRule(localctx, 6, self.RULE_expr)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 82
            self.orExpr()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class OrExprContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self._OR = None # Token
            self.ops = list() # of Tokens
            self._XOR = None # Token
            self._tset118 = None # Token

        def andExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.AndExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.AndExprContext,i)


        def OR(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.OR)
            else:
                return self.getToken(SubstraitExprParser.OR, i)

        def XOR(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.XOR)
            else:
                return self.getToken(SubstraitExprParser.XOR, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_orExpr

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitOrExpr" ):
                return visitor.visitOrExpr(self)
            else:
                return visitor.visitChildren(self)




    def orExpr(self):

        localctx = SubstraitExprParser.OrExprContext(self, self._ctx, self.state)
        self.enterRule(localctx, 8, self.RULE_orExpr)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 84
            self.andExpr()
            self.state = 89
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,2,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 85
                    localctx._tset118 = self._input.LT(1)
                    _la = self._input.LA(1)
                    if not(_la==2 or _la==3):
                        localctx._tset118 = self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()
                    localctx.ops.append(localctx._tset118)
                    self.state = 86
                    self.andExpr() 
                self.state = 91
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,2,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class AndExprContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def predicate(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.PredicateContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.PredicateContext,i)


        def AND(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.AND)
            else:
                return self.getToken(SubstraitExprParser.AND, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_andExpr

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitAndExpr" ):
                return visitor.visitAndExpr(self)
            else:
                return visitor.visitChildren(self)




    def andExpr(self):

        localctx = SubstraitExprParser.AndExprContext(self, self._ctx, self.state)
        self.enterRule(localctx, 10, self.RULE_andExpr)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 92
            self.predicate()
            self.state = 97
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,3,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 93
                    self.match(SubstraitExprParser.AND)
                    self.state = 94
                    self.predicate() 
                self.state = 99
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,3,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class PredicateContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)


        def predicateTail(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.PredicateTailContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.PredicateTailContext,i)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_predicate

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitPredicate" ):
                return visitor.visitPredicate(self)
            else:
                return visitor.visitChildren(self)




    def predicate(self):

        localctx = SubstraitExprParser.PredicateContext(self, self._ctx, self.state)
        self.enterRule(localctx, 12, self.RULE_predicate)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 100
            self.valueExpr(0)
            self.state = 104
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,4,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 101
                    self.predicateTail() 
                self.state = 106
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,4,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class PredicateTailContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_predicateTail

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)



    class BetweenTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.low = None # ValueExprContext
            self.high = None # ValueExprContext
            self.copyFrom(ctx)

        def BETWEEN(self):
            return self.getToken(SubstraitExprParser.BETWEEN, 0)
        def AND(self):
            return self.getToken(SubstraitExprParser.AND, 0)
        def valueExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ValueExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,i)

        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitBetweenTail" ):
                return visitor.visitBetweenTail(self)
            else:
                return visitor.visitChildren(self)


    class InSubqueryTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def IN(self):
            return self.getToken(SubstraitExprParser.IN, 0)
        def subqueryRef(self):
            return self.getTypedRuleContext(SubstraitExprParser.SubqueryRefContext,0)

        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitInSubqueryTail" ):
                return visitor.visitInSubqueryTail(self)
            else:
                return visitor.visitChildren(self)


    class ComparisonTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def compOp(self):
            return self.getTypedRuleContext(SubstraitExprParser.CompOpContext,0)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitComparisonTail" ):
                return visitor.visitComparisonTail(self)
            else:
                return visitor.visitChildren(self)


    class QuantifiedTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.quantifier = None # Token
            self.copyFrom(ctx)

        def compOp(self):
            return self.getTypedRuleContext(SubstraitExprParser.CompOpContext,0)

        def subqueryRef(self):
            return self.getTypedRuleContext(SubstraitExprParser.SubqueryRefContext,0)

        def ALL(self):
            return self.getToken(SubstraitExprParser.ALL, 0)
        def ANY(self):
            return self.getToken(SubstraitExprParser.ANY, 0)
        def SOME(self):
            return self.getToken(SubstraitExprParser.SOME, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitQuantifiedTail" ):
                return visitor.visitQuantifiedTail(self)
            else:
                return visitor.visitChildren(self)


    class IsDistinctTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def IS(self):
            return self.getToken(SubstraitExprParser.IS, 0)
        def DISTINCT(self):
            return self.getToken(SubstraitExprParser.DISTINCT, 0)
        def FROM(self):
            return self.getToken(SubstraitExprParser.FROM, 0)
        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIsDistinctTail" ):
                return visitor.visitIsDistinctTail(self)
            else:
                return visitor.visitChildren(self)


    class IsNullTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def IS(self):
            return self.getToken(SubstraitExprParser.IS, 0)
        def NULL(self):
            return self.getToken(SubstraitExprParser.NULL, 0)
        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIsNullTail" ):
                return visitor.visitIsNullTail(self)
            else:
                return visitor.visitChildren(self)


    class InTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def IN(self):
            return self.getToken(SubstraitExprParser.IN, 0)
        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)
        def inItem(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.InItemContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.InItemContext,i)

        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)
        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)
        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitInTail" ):
                return visitor.visitInTail(self)
            else:
                return visitor.visitChildren(self)


    class IsBooleanTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def IS(self):
            return self.getToken(SubstraitExprParser.IS, 0)
        def TRUE(self):
            return self.getToken(SubstraitExprParser.TRUE, 0)
        def FALSE(self):
            return self.getToken(SubstraitExprParser.FALSE, 0)
        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIsBooleanTail" ):
                return visitor.visitIsBooleanTail(self)
            else:
                return visitor.visitChildren(self)


    class LikeTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def LIKE(self):
            return self.getToken(SubstraitExprParser.LIKE, 0)
        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLikeTail" ):
                return visitor.visitLikeTail(self)
            else:
                return visitor.visitChildren(self)



    def predicateTail(self):

        localctx = SubstraitExprParser.PredicateTailContext(self, self._ctx, self.state)
        self.enterRule(localctx, 14, self.RULE_predicateTail)
        self._la = 0 # Token type
        try:
            self.state = 167
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,14,self._ctx)
            if la_ == 1:
                localctx = SubstraitExprParser.QuantifiedTailContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 107
                self.compOp()
                self.state = 108
                localctx.quantifier = self._input.LT(1)
                _la = self._input.LA(1)
                if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 61572651155456) != 0)):
                    localctx.quantifier = self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 109
                self.subqueryRef()
                pass

            elif la_ == 2:
                localctx = SubstraitExprParser.ComparisonTailContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 111
                self.compOp()
                self.state = 112
                self.valueExpr(0)
                pass

            elif la_ == 3:
                localctx = SubstraitExprParser.IsNullTailContext(self, localctx)
                self.enterOuterAlt(localctx, 3)
                self.state = 114
                self.match(SubstraitExprParser.IS)
                self.state = 116
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 115
                    self.match(SubstraitExprParser.NOT)


                self.state = 118
                self.match(SubstraitExprParser.NULL)
                pass

            elif la_ == 4:
                localctx = SubstraitExprParser.IsBooleanTailContext(self, localctx)
                self.enterOuterAlt(localctx, 4)
                self.state = 119
                self.match(SubstraitExprParser.IS)
                self.state = 121
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 120
                    self.match(SubstraitExprParser.NOT)


                self.state = 123
                _la = self._input.LA(1)
                if not(_la==7 or _la==8):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                pass

            elif la_ == 5:
                localctx = SubstraitExprParser.IsDistinctTailContext(self, localctx)
                self.enterOuterAlt(localctx, 5)
                self.state = 124
                self.match(SubstraitExprParser.IS)
                self.state = 126
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 125
                    self.match(SubstraitExprParser.NOT)


                self.state = 128
                self.match(SubstraitExprParser.DISTINCT)
                self.state = 129
                self.match(SubstraitExprParser.FROM)
                self.state = 130
                self.valueExpr(0)
                pass

            elif la_ == 6:
                localctx = SubstraitExprParser.BetweenTailContext(self, localctx)
                self.enterOuterAlt(localctx, 6)
                self.state = 132
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 131
                    self.match(SubstraitExprParser.NOT)


                self.state = 134
                self.match(SubstraitExprParser.BETWEEN)
                self.state = 135
                localctx.low = self.valueExpr(0)
                self.state = 136
                self.match(SubstraitExprParser.AND)
                self.state = 137
                localctx.high = self.valueExpr(0)
                pass

            elif la_ == 7:
                localctx = SubstraitExprParser.InSubqueryTailContext(self, localctx)
                self.enterOuterAlt(localctx, 7)
                self.state = 140
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 139
                    self.match(SubstraitExprParser.NOT)


                self.state = 142
                self.match(SubstraitExprParser.IN)
                self.state = 143
                self.subqueryRef()
                pass

            elif la_ == 8:
                localctx = SubstraitExprParser.InTailContext(self, localctx)
                self.enterOuterAlt(localctx, 8)
                self.state = 145
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 144
                    self.match(SubstraitExprParser.NOT)


                self.state = 147
                self.match(SubstraitExprParser.IN)
                self.state = 148
                self.match(SubstraitExprParser.LPAREN)
                self.state = 149
                self.inItem()
                self.state = 154
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,11,self._ctx)
                while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                    if _alt==1:
                        self.state = 150
                        self.match(SubstraitExprParser.COMMA)
                        self.state = 151
                        self.inItem() 
                    self.state = 156
                    self._errHandler.sync(self)
                    _alt = self._interp.adaptivePredict(self._input,11,self._ctx)

                self.state = 158
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==64:
                    self.state = 157
                    self.match(SubstraitExprParser.COMMA)


                self.state = 160
                self.match(SubstraitExprParser.RPAREN)
                pass

            elif la_ == 9:
                localctx = SubstraitExprParser.LikeTailContext(self, localctx)
                self.enterOuterAlt(localctx, 9)
                self.state = 163
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 162
                    self.match(SubstraitExprParser.NOT)


                self.state = 165
                self.match(SubstraitExprParser.LIKE)
                self.state = 166
                self.valueExpr(0)
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class InItemContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def LITERAL_RUN(self):
            return self.getToken(SubstraitExprParser.LITERAL_RUN, 0)

        def literal(self):
            return self.getTypedRuleContext(SubstraitExprParser.LiteralContext,0)


        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_inItem

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitInItem" ):
                return visitor.visitInItem(self)
            else:
                return visitor.visitChildren(self)




    def inItem(self):

        localctx = SubstraitExprParser.InItemContext(self, self._ctx, self.state)
        self.enterRule(localctx, 16, self.RULE_inItem)
        try:
            self.state = 172
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,15,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 169
                self.match(SubstraitExprParser.LITERAL_RUN)
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 170
                self.literal()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 171
                self.expr()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CompOpContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def EQ(self):
            return self.getToken(SubstraitExprParser.EQ, 0)

        def NEQ(self):
            return self.getToken(SubstraitExprParser.NEQ, 0)

        def NEQ_SQL(self):
            return self.getToken(SubstraitExprParser.NEQ_SQL, 0)

        def LT(self):
            return self.getToken(SubstraitExprParser.LT, 0)

        def LTE(self):
            return self.getToken(SubstraitExprParser.LTE, 0)

        def GT(self):
            return self.getToken(SubstraitExprParser.GT, 0)

        def GTE(self):
            return self.getToken(SubstraitExprParser.GTE, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_compOp

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCompOp" ):
                return visitor.visitCompOp(self)
            else:
                return visitor.visitChildren(self)




    def compOp(self):

        localctx = SubstraitExprParser.CompOpContext(self, self._ctx, self.state)
        self.enterRule(localctx, 18, self.RULE_compOp)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 174
            _la = self._input.LA(1)
            if not(((((_la - 77)) & ~0x3f) == 0 and ((1 << (_la - 77)) & 127) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ValueExprContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_valueExpr

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)


    class ConcatenationContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def valueExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ValueExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,i)

        def CONCAT(self):
            return self.getToken(SubstraitExprParser.CONCAT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitConcatenation" ):
                return visitor.visitConcatenation(self)
            else:
                return visitor.visitChildren(self)


    class SubscriptContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.index = None # ExprContext
            self.copyFrom(ctx)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def LBRACKET(self):
            return self.getToken(SubstraitExprParser.LBRACKET, 0)
        def RBRACKET(self):
            return self.getToken(SubstraitExprParser.RBRACKET, 0)
        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSubscript" ):
                return visitor.visitSubscript(self)
            else:
                return visitor.visitChildren(self)


    class SliceContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.lower = None # ExprContext
            self.upper = None # ExprContext
            self.copyFrom(ctx)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def LBRACKET(self):
            return self.getToken(SubstraitExprParser.LBRACKET, 0)
        def COLON(self):
            return self.getToken(SubstraitExprParser.COLON, 0)
        def RBRACKET(self):
            return self.getToken(SubstraitExprParser.RBRACKET, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSlice" ):
                return visitor.visitSlice(self)
            else:
                return visitor.visitChildren(self)


    class PrefixContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.op = None # Token
            self.copyFrom(ctx)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def MINUS(self):
            return self.getToken(SubstraitExprParser.MINUS, 0)
        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitPrefix" ):
                return visitor.visitPrefix(self)
            else:
                return visitor.visitChildren(self)


    class FieldAccessContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def DOT(self):
            return self.getToken(SubstraitExprParser.DOT, 0)
        def fieldSelector(self):
            return self.getTypedRuleContext(SubstraitExprParser.FieldSelectorContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFieldAccess" ):
                return visitor.visitFieldAccess(self)
            else:
                return visitor.visitChildren(self)


    class MultiplicativeContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.op = None # Token
            self.copyFrom(ctx)

        def valueExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ValueExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,i)

        def STAR(self):
            return self.getToken(SubstraitExprParser.STAR, 0)
        def SLASH(self):
            return self.getToken(SubstraitExprParser.SLASH, 0)
        def PERCENT(self):
            return self.getToken(SubstraitExprParser.PERCENT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitMultiplicative" ):
                return visitor.visitMultiplicative(self)
            else:
                return visitor.visitChildren(self)


    class AtomContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def primary(self):
            return self.getTypedRuleContext(SubstraitExprParser.PrimaryContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitAtom" ):
                return visitor.visitAtom(self)
            else:
                return visitor.visitChildren(self)


    class ColonCastContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def DOUBLE_COLON(self):
            return self.getToken(SubstraitExprParser.DOUBLE_COLON, 0)
        def typeExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeExprContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitColonCast" ):
                return visitor.visitColonCast(self)
            else:
                return visitor.visitChildren(self)


    class AdditiveContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.op = None # Token
            self.copyFrom(ctx)

        def valueExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ValueExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,i)

        def PLUS(self):
            return self.getToken(SubstraitExprParser.PLUS, 0)
        def MINUS(self):
            return self.getToken(SubstraitExprParser.MINUS, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitAdditive" ):
                return visitor.visitAdditive(self)
            else:
                return visitor.visitChildren(self)



    def valueExpr(self, _p:int=0):
        _parentctx = self._ctx
        _parentState = self.state
        localctx = SubstraitExprParser.ValueExprContext(self, self._ctx, _parentState)
        _prevctx = localctx
        _startState = 20
        self.enterRecursionRule(localctx, 20, self.RULE_valueExpr, _p)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 180
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,16,self._ctx)
            if la_ == 1:
                localctx = SubstraitExprParser.AtomContext(self, localctx)
                self._ctx = localctx
                _prevctx = localctx

                self.state = 177
                self.primary()
                pass

            elif la_ == 2:
                localctx = SubstraitExprParser.PrefixContext(self, localctx)
                self._ctx = localctx
                _prevctx = localctx
                self.state = 178
                localctx.op = self._input.LT(1)
                _la = self._input.LA(1)
                if not(_la==4 or _la==73):
                    localctx.op = self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 179
                self.valueExpr(4)
                pass


            self._ctx.stop = self._input.LT(-1)
            self.state = 214
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,20,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    if self._parseListeners is not None:
                        self.triggerExitRuleEvent()
                    _prevctx = localctx
                    self.state = 212
                    self._errHandler.sync(self)
                    la_ = self._interp.adaptivePredict(self._input,19,self._ctx)
                    if la_ == 1:
                        localctx = SubstraitExprParser.MultiplicativeContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 182
                        if not self.precpred(self._ctx, 3):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 3)")
                        self.state = 183
                        localctx.op = self._input.LT(1)
                        _la = self._input.LA(1)
                        if not(((((_la - 74)) & ~0x3f) == 0 and ((1 << (_la - 74)) & 7) != 0)):
                            localctx.op = self._errHandler.recoverInline(self)
                        else:
                            self._errHandler.reportMatch(self)
                            self.consume()
                        self.state = 184
                        self.valueExpr(4)
                        pass

                    elif la_ == 2:
                        localctx = SubstraitExprParser.AdditiveContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 185
                        if not self.precpred(self._ctx, 2):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 2)")
                        self.state = 186
                        localctx.op = self._input.LT(1)
                        _la = self._input.LA(1)
                        if not(_la==72 or _la==73):
                            localctx.op = self._errHandler.recoverInline(self)
                        else:
                            self._errHandler.reportMatch(self)
                            self.consume()
                        self.state = 187
                        self.valueExpr(3)
                        pass

                    elif la_ == 3:
                        localctx = SubstraitExprParser.ConcatenationContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 188
                        if not self.precpred(self._ctx, 1):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 1)")
                        self.state = 189
                        self.match(SubstraitExprParser.CONCAT)
                        self.state = 190
                        self.valueExpr(2)
                        pass

                    elif la_ == 4:
                        localctx = SubstraitExprParser.ColonCastContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 191
                        if not self.precpred(self._ctx, 8):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 8)")
                        self.state = 192
                        self.match(SubstraitExprParser.DOUBLE_COLON)
                        self.state = 193
                        self.typeExpr()
                        pass

                    elif la_ == 5:
                        localctx = SubstraitExprParser.SubscriptContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 194
                        if not self.precpred(self._ctx, 7):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 7)")
                        self.state = 195
                        self.match(SubstraitExprParser.LBRACKET)
                        self.state = 196
                        localctx.index = self.expr()
                        self.state = 197
                        self.match(SubstraitExprParser.RBRACKET)
                        pass

                    elif la_ == 6:
                        localctx = SubstraitExprParser.SliceContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 199
                        if not self.precpred(self._ctx, 6):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 6)")
                        self.state = 200
                        self.match(SubstraitExprParser.LBRACKET)
                        self.state = 202
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if (((_la) & ~0x3f) == 0 and ((1 << _la) & 3458764513005955550) != 0) or ((((_la - 66)) & ~0x3f) == 0 and ((1 << (_la - 66)) & 133) != 0):
                            self.state = 201
                            localctx.lower = self.expr()


                        self.state = 204
                        self.match(SubstraitExprParser.COLON)
                        self.state = 206
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if (((_la) & ~0x3f) == 0 and ((1 << _la) & 3458764513005955550) != 0) or ((((_la - 66)) & ~0x3f) == 0 and ((1 << (_la - 66)) & 133) != 0):
                            self.state = 205
                            localctx.upper = self.expr()


                        self.state = 208
                        self.match(SubstraitExprParser.RBRACKET)
                        pass

                    elif la_ == 7:
                        localctx = SubstraitExprParser.FieldAccessContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 209
                        if not self.precpred(self._ctx, 5):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 5)")
                        self.state = 210
                        self.match(SubstraitExprParser.DOT)
                        self.state = 211
                        self.fieldSelector()
                        pass

             
                self.state = 216
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,20,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.unrollRecursionContexts(_parentctx)
        return localctx


    class FieldSelectorContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def QUOTED_IDENT(self):
            return self.getToken(SubstraitExprParser.QUOTED_IDENT, 0)

        def INTEGER(self):
            return self.getToken(SubstraitExprParser.INTEGER, 0)

        def DECIMAL_LIT(self):
            return self.getToken(SubstraitExprParser.DECIMAL_LIT, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_fieldSelector

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFieldSelector" ):
                return visitor.visitFieldSelector(self)
            else:
                return visitor.visitChildren(self)




    def fieldSelector(self):

        localctx = SubstraitExprParser.FieldSelectorContext(self, self._ctx, self.state)
        self.enterRule(localctx, 22, self.RULE_fieldSelector)
        try:
            self.state = 221
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 61]:
                self.enterOuterAlt(localctx, 1)
                self.state = 217
                self.identifier()
                pass
            elif token in [57]:
                self.enterOuterAlt(localctx, 2)
                self.state = 218
                self.match(SubstraitExprParser.QUOTED_IDENT)
                pass
            elif token in [55]:
                self.enterOuterAlt(localctx, 3)
                self.state = 219
                self.match(SubstraitExprParser.INTEGER)
                pass
            elif token in [54]:
                self.enterOuterAlt(localctx, 4)
                self.state = 220
                self.match(SubstraitExprParser.DECIMAL_LIT)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class PrimaryContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_primary

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)



    class PositionalContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def POSITIONAL(self):
            return self.getToken(SubstraitExprParser.POSITIONAL, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitPositional" ):
                return visitor.visitPositional(self)
            else:
                return visitor.visitChildren(self)


    class IfThenContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def IF(self):
            return self.getToken(SubstraitExprParser.IF, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def THEN(self):
            return self.getToken(SubstraitExprParser.THEN, 0)
        def ELSE(self):
            return self.getToken(SubstraitExprParser.ELSE, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIfThen" ):
                return visitor.visitIfThen(self)
            else:
                return visitor.visitChildren(self)


    class LiteralPrimaryContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def literal(self):
            return self.getTypedRuleContext(SubstraitExprParser.LiteralContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLiteralPrimary" ):
                return visitor.visitLiteralPrimary(self)
            else:
                return visitor.visitChildren(self)


    class ListContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def LBRACKET(self):
            return self.getToken(SubstraitExprParser.LBRACKET, 0)
        def RBRACKET(self):
            return self.getToken(SubstraitExprParser.RBRACKET, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitList" ):
                return visitor.visitList(self)
            else:
                return visitor.visitChildren(self)


    class CaseWhenContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def CASE(self):
            return self.getToken(SubstraitExprParser.CASE, 0)
        def END(self):
            return self.getToken(SubstraitExprParser.END, 0)
        def WHEN(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.WHEN)
            else:
                return self.getToken(SubstraitExprParser.WHEN, i)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def THEN(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.THEN)
            else:
                return self.getToken(SubstraitExprParser.THEN, i)
        def ELSE(self):
            return self.getToken(SubstraitExprParser.ELSE, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCaseWhen" ):
                return visitor.visitCaseWhen(self)
            else:
                return visitor.visitChildren(self)


    class CastCallContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.kind = None # Token
            self.copyFrom(ctx)

        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)
        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)

        def AS(self):
            return self.getToken(SubstraitExprParser.AS, 0)
        def typeExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeExprContext,0)

        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)
        def CAST(self):
            return self.getToken(SubstraitExprParser.CAST, 0)
        def TRY_CAST(self):
            return self.getToken(SubstraitExprParser.TRY_CAST, 0)
        def optionList(self):
            return self.getTypedRuleContext(SubstraitExprParser.OptionListContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCastCall" ):
                return visitor.visitCastCall(self)
            else:
                return visitor.visitChildren(self)


    class SwitchExprContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def SWITCH(self):
            return self.getToken(SubstraitExprParser.SWITCH, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def CASE(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.CASE)
            else:
                return self.getToken(SubstraitExprParser.CASE, i)
        def THEN(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.THEN)
            else:
                return self.getToken(SubstraitExprParser.THEN, i)
        def ELSE(self):
            return self.getToken(SubstraitExprParser.ELSE, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSwitchExpr" ):
                return visitor.visitSwitchExpr(self)
            else:
                return visitor.visitChildren(self)


    class OuterFieldContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def OUTER(self):
            return self.getToken(SubstraitExprParser.OUTER, 0)
        def DOT(self):
            return self.getToken(SubstraitExprParser.DOT, 0)
        def fieldSelector(self):
            return self.getTypedRuleContext(SubstraitExprParser.FieldSelectorContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitOuterField" ):
                return visitor.visitOuterField(self)
            else:
                return visitor.visitChildren(self)


    class SetPredicateContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.kind = None # Token
            self.copyFrom(ctx)

        def subqueryRef(self):
            return self.getTypedRuleContext(SubstraitExprParser.SubqueryRefContext,0)

        def EXISTS(self):
            return self.getToken(SubstraitExprParser.EXISTS, 0)
        def UNIQUE(self):
            return self.getToken(SubstraitExprParser.UNIQUE, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSetPredicate" ):
                return visitor.visitSetPredicate(self)
            else:
                return visitor.visitChildren(self)


    class LambdaContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.body = None # ExprContext
            self.copyFrom(ctx)

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)

        def ARROW(self):
            return self.getToken(SubstraitExprParser.ARROW, 0)
        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLambda" ):
                return visitor.visitLambda(self)
            else:
                return visitor.visitChildren(self)


    class CaseSwitchContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def CASE(self):
            return self.getToken(SubstraitExprParser.CASE, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def END(self):
            return self.getToken(SubstraitExprParser.END, 0)
        def WHEN(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.WHEN)
            else:
                return self.getToken(SubstraitExprParser.WHEN, i)
        def THEN(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.THEN)
            else:
                return self.getToken(SubstraitExprParser.THEN, i)
        def ELSE(self):
            return self.getToken(SubstraitExprParser.ELSE, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCaseSwitch" ):
                return visitor.visitCaseSwitch(self)
            else:
                return visitor.visitChildren(self)


    class NameContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)

        def QUOTED_IDENT(self):
            return self.getToken(SubstraitExprParser.QUOTED_IDENT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitName" ):
                return visitor.visitName(self)
            else:
                return visitor.visitChildren(self)


    class CallPrimaryContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def call(self):
            return self.getTypedRuleContext(SubstraitExprParser.CallContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCallPrimary" ):
                return visitor.visitCallPrimary(self)
            else:
                return visitor.visitChildren(self)


    class IntervalLiteralContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.unit = None # IdentifierContext
            self.last = None # IdentifierContext
            self.copyFrom(ctx)

        def INTERVAL(self):
            return self.getToken(SubstraitExprParser.INTERVAL, 0)
        def STRING(self):
            return self.getToken(SubstraitExprParser.STRING, 0)
        def identifier(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.IdentifierContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,i)

        def TO(self):
            return self.getToken(SubstraitExprParser.TO, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIntervalLiteral" ):
                return visitor.visitIntervalLiteral(self)
            else:
                return visitor.visitChildren(self)


    class ScalarSubqueryContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def subqueryRef(self):
            return self.getTypedRuleContext(SubstraitExprParser.SubqueryRefContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitScalarSubquery" ):
                return visitor.visitScalarSubquery(self)
            else:
                return visitor.visitChildren(self)


    class GroupContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.body = None # ExprContext
            self.copyFrom(ctx)

        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)
        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def ARROW(self):
            return self.getToken(SubstraitExprParser.ARROW, 0)
        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitGroup" ):
                return visitor.visitGroup(self)
            else:
                return visitor.visitChildren(self)



    def primary(self):

        localctx = SubstraitExprParser.PrimaryContext(self, self._ctx, self.state)
        self.enterRule(localctx, 24, self.RULE_primary)
        self._la = 0 # Token type
        try:
            self.state = 346
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,39,self._ctx)
            if la_ == 1:
                localctx = SubstraitExprParser.LiteralPrimaryContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 223
                self.literal()
                pass

            elif la_ == 2:
                localctx = SubstraitExprParser.ScalarSubqueryContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 224
                self.subqueryRef()
                pass

            elif la_ == 3:
                localctx = SubstraitExprParser.SetPredicateContext(self, localctx)
                self.enterOuterAlt(localctx, 3)
                self.state = 225
                localctx.kind = self._input.LT(1)
                _la = self._input.LA(1)
                if not(_la==46 or _la==47):
                    localctx.kind = self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 226
                self.subqueryRef()
                pass

            elif la_ == 4:
                localctx = SubstraitExprParser.GroupContext(self, localctx)
                self.enterOuterAlt(localctx, 4)
                self.state = 227
                self.match(SubstraitExprParser.LPAREN)
                self.state = 239
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 3458764513005955550) != 0) or ((((_la - 66)) & ~0x3f) == 0 and ((1 << (_la - 66)) & 133) != 0):
                    self.state = 228
                    self.expr()
                    self.state = 233
                    self._errHandler.sync(self)
                    _alt = self._interp.adaptivePredict(self._input,22,self._ctx)
                    while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                        if _alt==1:
                            self.state = 229
                            self.match(SubstraitExprParser.COMMA)
                            self.state = 230
                            self.expr() 
                        self.state = 235
                        self._errHandler.sync(self)
                        _alt = self._interp.adaptivePredict(self._input,22,self._ctx)

                    self.state = 237
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==64:
                        self.state = 236
                        self.match(SubstraitExprParser.COMMA)




                self.state = 241
                self.match(SubstraitExprParser.RPAREN)
                self.state = 244
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,25,self._ctx)
                if la_ == 1:
                    self.state = 242
                    self.match(SubstraitExprParser.ARROW)
                    self.state = 243
                    localctx.body = self.expr()


                pass

            elif la_ == 5:
                localctx = SubstraitExprParser.ListContext(self, localctx)
                self.enterOuterAlt(localctx, 5)
                self.state = 246
                self.match(SubstraitExprParser.LBRACKET)
                self.state = 258
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 3458764513005955550) != 0) or ((((_la - 66)) & ~0x3f) == 0 and ((1 << (_la - 66)) & 133) != 0):
                    self.state = 247
                    self.expr()
                    self.state = 252
                    self._errHandler.sync(self)
                    _alt = self._interp.adaptivePredict(self._input,26,self._ctx)
                    while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                        if _alt==1:
                            self.state = 248
                            self.match(SubstraitExprParser.COMMA)
                            self.state = 249
                            self.expr() 
                        self.state = 254
                        self._errHandler.sync(self)
                        _alt = self._interp.adaptivePredict(self._input,26,self._ctx)

                    self.state = 256
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==64:
                        self.state = 255
                        self.match(SubstraitExprParser.COMMA)




                self.state = 260
                self.match(SubstraitExprParser.RBRACKET)
                pass

            elif la_ == 6:
                localctx = SubstraitExprParser.LambdaContext(self, localctx)
                self.enterOuterAlt(localctx, 6)
                self.state = 261
                self.identifier()
                self.state = 262
                self.match(SubstraitExprParser.ARROW)
                self.state = 263
                localctx.body = self.expr()
                pass

            elif la_ == 7:
                localctx = SubstraitExprParser.CastCallContext(self, localctx)
                self.enterOuterAlt(localctx, 7)
                self.state = 265
                localctx.kind = self._input.LT(1)
                _la = self._input.LA(1)
                if not(_la==21 or _la==22):
                    localctx.kind = self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 266
                self.match(SubstraitExprParser.LPAREN)
                self.state = 267
                self.expr()
                self.state = 268
                self.match(SubstraitExprParser.AS)
                self.state = 269
                self.typeExpr()
                self.state = 270
                self.match(SubstraitExprParser.RPAREN)
                self.state = 272
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,29,self._ctx)
                if la_ == 1:
                    self.state = 271
                    self.optionList()


                pass

            elif la_ == 8:
                localctx = SubstraitExprParser.IfThenContext(self, localctx)
                self.enterOuterAlt(localctx, 8)
                self.state = 274
                self.match(SubstraitExprParser.IF)
                self.state = 275
                self.expr()
                self.state = 276
                self.match(SubstraitExprParser.THEN)
                self.state = 277
                self.expr()
                self.state = 280
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,30,self._ctx)
                if la_ == 1:
                    self.state = 278
                    self.match(SubstraitExprParser.ELSE)
                    self.state = 279
                    self.expr()


                pass

            elif la_ == 9:
                localctx = SubstraitExprParser.SwitchExprContext(self, localctx)
                self.enterOuterAlt(localctx, 9)
                self.state = 282
                self.match(SubstraitExprParser.SWITCH)
                self.state = 283
                self.expr()
                self.state = 289 
                self._errHandler.sync(self)
                _alt = 1
                while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                    if _alt == 1:
                        self.state = 284
                        self.match(SubstraitExprParser.CASE)
                        self.state = 285
                        self.expr()
                        self.state = 286
                        self.match(SubstraitExprParser.THEN)
                        self.state = 287
                        self.expr()

                    else:
                        raise NoViableAltException(self)
                    self.state = 291 
                    self._errHandler.sync(self)
                    _alt = self._interp.adaptivePredict(self._input,31,self._ctx)

                self.state = 295
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,32,self._ctx)
                if la_ == 1:
                    self.state = 293
                    self.match(SubstraitExprParser.ELSE)
                    self.state = 294
                    self.expr()


                pass

            elif la_ == 10:
                localctx = SubstraitExprParser.CaseWhenContext(self, localctx)
                self.enterOuterAlt(localctx, 10)
                self.state = 297
                self.match(SubstraitExprParser.CASE)
                self.state = 303 
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while True:
                    self.state = 298
                    self.match(SubstraitExprParser.WHEN)
                    self.state = 299
                    self.expr()
                    self.state = 300
                    self.match(SubstraitExprParser.THEN)
                    self.state = 301
                    self.expr()
                    self.state = 305 
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if not (_la==18):
                        break

                self.state = 309
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==16:
                    self.state = 307
                    self.match(SubstraitExprParser.ELSE)
                    self.state = 308
                    self.expr()


                self.state = 311
                self.match(SubstraitExprParser.END)
                pass

            elif la_ == 11:
                localctx = SubstraitExprParser.CaseSwitchContext(self, localctx)
                self.enterOuterAlt(localctx, 11)
                self.state = 313
                self.match(SubstraitExprParser.CASE)
                self.state = 314
                self.expr()
                self.state = 320 
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while True:
                    self.state = 315
                    self.match(SubstraitExprParser.WHEN)
                    self.state = 316
                    self.expr()
                    self.state = 317
                    self.match(SubstraitExprParser.THEN)
                    self.state = 318
                    self.expr()
                    self.state = 322 
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if not (_la==18):
                        break

                self.state = 326
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==16:
                    self.state = 324
                    self.match(SubstraitExprParser.ELSE)
                    self.state = 325
                    self.expr()


                self.state = 328
                self.match(SubstraitExprParser.END)
                pass

            elif la_ == 12:
                localctx = SubstraitExprParser.IntervalLiteralContext(self, localctx)
                self.enterOuterAlt(localctx, 12)
                self.state = 330
                self.match(SubstraitExprParser.INTERVAL)
                self.state = 331
                self.match(SubstraitExprParser.STRING)
                self.state = 332
                localctx.unit = self.identifier()
                self.state = 335
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,37,self._ctx)
                if la_ == 1:
                    self.state = 333
                    self.match(SubstraitExprParser.TO)
                    self.state = 334
                    localctx.last = self.identifier()


                pass

            elif la_ == 13:
                localctx = SubstraitExprParser.CallPrimaryContext(self, localctx)
                self.enterOuterAlt(localctx, 13)
                self.state = 337
                self.call()
                pass

            elif la_ == 14:
                localctx = SubstraitExprParser.PositionalContext(self, localctx)
                self.enterOuterAlt(localctx, 14)
                self.state = 338
                self.match(SubstraitExprParser.POSITIONAL)
                pass

            elif la_ == 15:
                localctx = SubstraitExprParser.OuterFieldContext(self, localctx)
                self.enterOuterAlt(localctx, 15)
                self.state = 339
                self.match(SubstraitExprParser.OUTER)
                self.state = 340
                self.match(SubstraitExprParser.DOT)
                self.state = 341
                self.fieldSelector()
                pass

            elif la_ == 16:
                localctx = SubstraitExprParser.NameContext(self, localctx)
                self.enterOuterAlt(localctx, 16)
                self.state = 344
                self._errHandler.sync(self)
                token = self._input.LA(1)
                if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 61]:
                    self.state = 342
                    self.identifier()
                    pass
                elif token in [57]:
                    self.state = 343
                    self.match(SubstraitExprParser.QUOTED_IDENT)
                    pass
                else:
                    raise NoViableAltException(self)

                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class LiteralContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def INTEGER(self):
            return self.getToken(SubstraitExprParser.INTEGER, 0)

        def DECIMAL_LIT(self):
            return self.getToken(SubstraitExprParser.DECIMAL_LIT, 0)

        def STRING(self):
            return self.getToken(SubstraitExprParser.STRING, 0)

        def TRUE(self):
            return self.getToken(SubstraitExprParser.TRUE, 0)

        def FALSE(self):
            return self.getToken(SubstraitExprParser.FALSE, 0)

        def NULL(self):
            return self.getToken(SubstraitExprParser.NULL, 0)

        def DATE_LIT(self):
            return self.getToken(SubstraitExprParser.DATE_LIT, 0)

        def TIME_LIT(self):
            return self.getToken(SubstraitExprParser.TIME_LIT, 0)

        def TIMESTAMP_LIT(self):
            return self.getToken(SubstraitExprParser.TIMESTAMP_LIT, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_literal

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLiteral" ):
                return visitor.visitLiteral(self)
            else:
                return visitor.visitChildren(self)




    def literal(self):

        localctx = SubstraitExprParser.LiteralContext(self, self._ctx, self.state)
        self.enterRule(localctx, 26, self.RULE_literal)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 348
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 141863388262171072) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class SubqueryRefContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)

        def TABLE(self):
            return self.getToken(SubstraitExprParser.TABLE, 0)

        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def QUOTED_IDENT(self):
            return self.getToken(SubstraitExprParser.QUOTED_IDENT, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_subqueryRef

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSubqueryRef" ):
                return visitor.visitSubqueryRef(self)
            else:
                return visitor.visitChildren(self)




    def subqueryRef(self):

        localctx = SubstraitExprParser.SubqueryRefContext(self, self._ctx, self.state)
        self.enterRule(localctx, 28, self.RULE_subqueryRef)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 350
            self.match(SubstraitExprParser.LPAREN)
            self.state = 351
            self.match(SubstraitExprParser.TABLE)
            self.state = 354
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 61]:
                self.state = 352
                self.identifier()
                pass
            elif token in [57]:
                self.state = 353
                self.match(SubstraitExprParser.QUOTED_IDENT)
                pass
            else:
                raise NoViableAltException(self)

            self.state = 356
            self.match(SubstraitExprParser.RPAREN)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CallContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.namespace = None # IdentifierContext

        def functionName(self):
            return self.getTypedRuleContext(SubstraitExprParser.FunctionNameContext,0)


        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)

        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)

        def DOT(self):
            return self.getToken(SubstraitExprParser.DOT, 0)

        def callArgs(self):
            return self.getTypedRuleContext(SubstraitExprParser.CallArgsContext,0)


        def optionList(self):
            return self.getTypedRuleContext(SubstraitExprParser.OptionListContext,0)


        def filterClause(self):
            return self.getTypedRuleContext(SubstraitExprParser.FilterClauseContext,0)


        def overClause(self):
            return self.getTypedRuleContext(SubstraitExprParser.OverClauseContext,0)


        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_call

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCall" ):
                return visitor.visitCall(self)
            else:
                return visitor.visitChildren(self)




    def call(self):

        localctx = SubstraitExprParser.CallContext(self, self._ctx, self.state)
        self.enterRule(localctx, 30, self.RULE_call)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 361
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,41,self._ctx)
            if la_ == 1:
                self.state = 358
                localctx.namespace = self.identifier()
                self.state = 359
                self.match(SubstraitExprParser.DOT)


            self.state = 363
            self.functionName()
            self.state = 364
            self.match(SubstraitExprParser.LPAREN)
            self.state = 366
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 3458764513005956062) != 0) or ((((_la - 66)) & ~0x3f) == 0 and ((1 << (_la - 66)) & 389) != 0):
                self.state = 365
                self.callArgs()


            self.state = 368
            self.match(SubstraitExprParser.RPAREN)
            self.state = 370
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,43,self._ctx)
            if la_ == 1:
                self.state = 369
                self.optionList()


            self.state = 373
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,44,self._ctx)
            if la_ == 1:
                self.state = 372
                self.filterClause()


            self.state = 376
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,45,self._ctx)
            if la_ == 1:
                self.state = 375
                self.overClause()


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class FunctionNameContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def AND(self):
            return self.getToken(SubstraitExprParser.AND, 0)

        def OR(self):
            return self.getToken(SubstraitExprParser.OR, 0)

        def XOR(self):
            return self.getToken(SubstraitExprParser.XOR, 0)

        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def LIKE(self):
            return self.getToken(SubstraitExprParser.LIKE, 0)

        def BETWEEN(self):
            return self.getToken(SubstraitExprParser.BETWEEN, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_functionName

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFunctionName" ):
                return visitor.visitFunctionName(self)
            else:
                return visitor.visitChildren(self)




    def functionName(self):

        localctx = SubstraitExprParser.FunctionNameContext(self, self._ctx, self.state)
        self.enterRule(localctx, 32, self.RULE_functionName)
        try:
            self.state = 385
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 61]:
                self.enterOuterAlt(localctx, 1)
                self.state = 378
                self.identifier()
                pass
            elif token in [1]:
                self.enterOuterAlt(localctx, 2)
                self.state = 379
                self.match(SubstraitExprParser.AND)
                pass
            elif token in [2]:
                self.enterOuterAlt(localctx, 3)
                self.state = 380
                self.match(SubstraitExprParser.OR)
                pass
            elif token in [3]:
                self.enterOuterAlt(localctx, 4)
                self.state = 381
                self.match(SubstraitExprParser.XOR)
                pass
            elif token in [4]:
                self.enterOuterAlt(localctx, 5)
                self.state = 382
                self.match(SubstraitExprParser.NOT)
                pass
            elif token in [13]:
                self.enterOuterAlt(localctx, 6)
                self.state = 383
                self.match(SubstraitExprParser.LIKE)
                pass
            elif token in [11]:
                self.enterOuterAlt(localctx, 7)
                self.state = 384
                self.match(SubstraitExprParser.BETWEEN)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CallArgsContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.quantifier = None # Token

        def STAR(self):
            return self.getToken(SubstraitExprParser.STAR, 0)

        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)


        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def ORDER(self):
            return self.getToken(SubstraitExprParser.ORDER, 0)

        def BY(self):
            return self.getToken(SubstraitExprParser.BY, 0)

        def sortItem(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.SortItemContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.SortItemContext,i)


        def DISTINCT(self):
            return self.getToken(SubstraitExprParser.DISTINCT, 0)

        def ALL(self):
            return self.getToken(SubstraitExprParser.ALL, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_callArgs

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCallArgs" ):
                return visitor.visitCallArgs(self)
            else:
                return visitor.visitChildren(self)




    def callArgs(self):

        localctx = SubstraitExprParser.CallArgsContext(self, self._ctx, self.state)
        self.enterRule(localctx, 34, self.RULE_callArgs)
        self._la = 0 # Token type
        try:
            self.state = 411
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [74]:
                self.enterOuterAlt(localctx, 1)
                self.state = 387
                self.match(SubstraitExprParser.STAR)
                pass
            elif token in [1, 2, 3, 4, 6, 7, 8, 9, 11, 13, 14, 17, 20, 21, 22, 24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 61, 66, 68, 73]:
                self.enterOuterAlt(localctx, 2)
                self.state = 389
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,47,self._ctx)
                if la_ == 1:
                    self.state = 388
                    localctx.quantifier = self._input.LT(1)
                    _la = self._input.LA(1)
                    if not(_la==9 or _la==43):
                        localctx.quantifier = self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()


                self.state = 391
                self.expr()
                self.state = 396
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==64:
                    self.state = 392
                    self.match(SubstraitExprParser.COMMA)
                    self.state = 393
                    self.expr()
                    self.state = 398
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)

                self.state = 409
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==29:
                    self.state = 399
                    self.match(SubstraitExprParser.ORDER)
                    self.state = 400
                    self.match(SubstraitExprParser.BY)
                    self.state = 401
                    self.sortItem()
                    self.state = 406
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==64:
                        self.state = 402
                        self.match(SubstraitExprParser.COMMA)
                        self.state = 403
                        self.sortItem()
                        self.state = 408
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)



                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class OptionListContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def LBRACKET(self):
            return self.getToken(SubstraitExprParser.LBRACKET, 0)

        def functionOption(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.FunctionOptionContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.FunctionOptionContext,i)


        def RBRACKET(self):
            return self.getToken(SubstraitExprParser.RBRACKET, 0)

        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_optionList

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitOptionList" ):
                return visitor.visitOptionList(self)
            else:
                return visitor.visitChildren(self)




    def optionList(self):

        localctx = SubstraitExprParser.OptionListContext(self, self._ctx, self.state)
        self.enterRule(localctx, 36, self.RULE_optionList)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 413
            self.match(SubstraitExprParser.LBRACKET)
            self.state = 414
            self.functionOption()
            self.state = 419
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==64:
                self.state = 415
                self.match(SubstraitExprParser.COMMA)
                self.state = 416
                self.functionOption()
                self.state = 421
                self._errHandler.sync(self)
                _la = self._input.LA(1)

            self.state = 422
            self.match(SubstraitExprParser.RBRACKET)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class FunctionOptionContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.name = None # IdentifierContext
            self.value = None # WordContext

        def COLON(self):
            return self.getToken(SubstraitExprParser.COLON, 0)

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def word(self):
            return self.getTypedRuleContext(SubstraitExprParser.WordContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_functionOption

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFunctionOption" ):
                return visitor.visitFunctionOption(self)
            else:
                return visitor.visitChildren(self)




    def functionOption(self):

        localctx = SubstraitExprParser.FunctionOptionContext(self, self._ctx, self.state)
        self.enterRule(localctx, 38, self.RULE_functionOption)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 424
            localctx.name = self.identifier()
            self.state = 425
            self.match(SubstraitExprParser.COLON)
            self.state = 426
            localctx.value = self.word()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class FilterClauseContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def FILTER(self):
            return self.getToken(SubstraitExprParser.FILTER, 0)

        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)

        def WHERE(self):
            return self.getToken(SubstraitExprParser.WHERE, 0)

        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)


        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_filterClause

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFilterClause" ):
                return visitor.visitFilterClause(self)
            else:
                return visitor.visitChildren(self)




    def filterClause(self):

        localctx = SubstraitExprParser.FilterClauseContext(self, self._ctx, self.state)
        self.enterRule(localctx, 40, self.RULE_filterClause)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 428
            self.match(SubstraitExprParser.FILTER)
            self.state = 429
            self.match(SubstraitExprParser.LPAREN)
            self.state = 430
            self.match(SubstraitExprParser.WHERE)
            self.state = 431
            self.expr()
            self.state = 432
            self.match(SubstraitExprParser.RPAREN)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class OverClauseContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.windowName = None # IdentifierContext

        def OVER(self):
            return self.getToken(SubstraitExprParser.OVER, 0)

        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)

        def windowSpec(self):
            return self.getTypedRuleContext(SubstraitExprParser.WindowSpecContext,0)


        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_overClause

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitOverClause" ):
                return visitor.visitOverClause(self)
            else:
                return visitor.visitChildren(self)




    def overClause(self):

        localctx = SubstraitExprParser.OverClauseContext(self, self._ctx, self.state)
        self.enterRule(localctx, 42, self.RULE_overClause)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 434
            self.match(SubstraitExprParser.OVER)
            self.state = 440
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 61]:
                self.state = 435
                localctx.windowName = self.identifier()
                pass
            elif token in [66]:
                self.state = 436
                self.match(SubstraitExprParser.LPAREN)
                self.state = 437
                self.windowSpec()
                self.state = 438
                self.match(SubstraitExprParser.RPAREN)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class WindowSpecContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def PARTITION(self):
            return self.getToken(SubstraitExprParser.PARTITION, 0)

        def BY(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.BY)
            else:
                return self.getToken(SubstraitExprParser.BY, i)

        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)


        def ORDER(self):
            return self.getToken(SubstraitExprParser.ORDER, 0)

        def sortItem(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.SortItemContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.SortItemContext,i)


        def frame(self):
            return self.getTypedRuleContext(SubstraitExprParser.FrameContext,0)


        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_windowSpec

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitWindowSpec" ):
                return visitor.visitWindowSpec(self)
            else:
                return visitor.visitChildren(self)




    def windowSpec(self):

        localctx = SubstraitExprParser.WindowSpecContext(self, self._ctx, self.state)
        self.enterRule(localctx, 44, self.RULE_windowSpec)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 452
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==27:
                self.state = 442
                self.match(SubstraitExprParser.PARTITION)
                self.state = 443
                self.match(SubstraitExprParser.BY)
                self.state = 444
                self.expr()
                self.state = 449
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==64:
                    self.state = 445
                    self.match(SubstraitExprParser.COMMA)
                    self.state = 446
                    self.expr()
                    self.state = 451
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)



            self.state = 464
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==29:
                self.state = 454
                self.match(SubstraitExprParser.ORDER)
                self.state = 455
                self.match(SubstraitExprParser.BY)
                self.state = 456
                self.sortItem()
                self.state = 461
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==64:
                    self.state = 457
                    self.match(SubstraitExprParser.COMMA)
                    self.state = 458
                    self.sortItem()
                    self.state = 463
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)



            self.state = 467
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==35 or _la==36:
                self.state = 466
                self.frame()


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class SortItemContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.order = None # Token
            self.nulls = None # Token

        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)


        def NULLS(self):
            return self.getToken(SubstraitExprParser.NULLS, 0)

        def ASC(self):
            return self.getToken(SubstraitExprParser.ASC, 0)

        def DESC(self):
            return self.getToken(SubstraitExprParser.DESC, 0)

        def CLUSTERED(self):
            return self.getToken(SubstraitExprParser.CLUSTERED, 0)

        def FIRST(self):
            return self.getToken(SubstraitExprParser.FIRST, 0)

        def LAST(self):
            return self.getToken(SubstraitExprParser.LAST, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_sortItem

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSortItem" ):
                return visitor.visitSortItem(self)
            else:
                return visitor.visitChildren(self)




    def sortItem(self):

        localctx = SubstraitExprParser.SortItemContext(self, self._ctx, self.state)
        self.enterRule(localctx, 46, self.RULE_sortItem)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 469
            self.expr()
            self.state = 471
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 4401267736576) != 0):
                self.state = 470
                localctx.order = self._input.LT(1)
                _la = self._input.LA(1)
                if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 4401267736576) != 0)):
                    localctx.order = self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()


            self.state = 475
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==32:
                self.state = 473
                self.match(SubstraitExprParser.NULLS)
                self.state = 474
                localctx.nulls = self._input.LT(1)
                _la = self._input.LA(1)
                if not(_la==33 or _la==34):
                    localctx.nulls = self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class FrameContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.unit = None # Token

        def ROWS(self):
            return self.getToken(SubstraitExprParser.ROWS, 0)

        def RANGE(self):
            return self.getToken(SubstraitExprParser.RANGE, 0)

        def BETWEEN(self):
            return self.getToken(SubstraitExprParser.BETWEEN, 0)

        def frameBound(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.FrameBoundContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.FrameBoundContext,i)


        def AND(self):
            return self.getToken(SubstraitExprParser.AND, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_frame

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFrame" ):
                return visitor.visitFrame(self)
            else:
                return visitor.visitChildren(self)




    def frame(self):

        localctx = SubstraitExprParser.FrameContext(self, self._ctx, self.state)
        self.enterRule(localctx, 48, self.RULE_frame)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 477
            localctx.unit = self._input.LT(1)
            _la = self._input.LA(1)
            if not(_la==35 or _la==36):
                localctx.unit = self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
            self.state = 484
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,61,self._ctx)
            if la_ == 1:
                self.state = 478
                self.match(SubstraitExprParser.BETWEEN)
                self.state = 479
                self.frameBound()
                self.state = 480
                self.match(SubstraitExprParser.AND)
                self.state = 481
                self.frameBound()
                pass

            elif la_ == 2:
                self.state = 483
                self.frameBound()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class FrameBoundContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def UNBOUNDED(self):
            return self.getToken(SubstraitExprParser.UNBOUNDED, 0)

        def PRECEDING(self):
            return self.getToken(SubstraitExprParser.PRECEDING, 0)

        def FOLLOWING(self):
            return self.getToken(SubstraitExprParser.FOLLOWING, 0)

        def CURRENT(self):
            return self.getToken(SubstraitExprParser.CURRENT, 0)

        def ROW(self):
            return self.getToken(SubstraitExprParser.ROW, 0)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_frameBound

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFrameBound" ):
                return visitor.visitFrameBound(self)
            else:
                return visitor.visitChildren(self)




    def frameBound(self):

        localctx = SubstraitExprParser.FrameBoundContext(self, self._ctx, self.state)
        self.enterRule(localctx, 50, self.RULE_frameBound)
        self._la = 0 # Token type
        try:
            self.state = 495
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,62,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 486
                self.match(SubstraitExprParser.UNBOUNDED)
                self.state = 487
                self.match(SubstraitExprParser.PRECEDING)
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 488
                self.match(SubstraitExprParser.UNBOUNDED)
                self.state = 489
                self.match(SubstraitExprParser.FOLLOWING)
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 490
                self.match(SubstraitExprParser.CURRENT)
                self.state = 491
                self.match(SubstraitExprParser.ROW)
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 492
                self.valueExpr(0)
                self.state = 493
                _la = self._input.LA(1)
                if not(_la==38 or _la==39):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeExprContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def typeName(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeNameContext,0)


        def QMARK(self):
            return self.getToken(SubstraitExprParser.QMARK, 0)

        def typeParams(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeParamsContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_typeExpr

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTypeExpr" ):
                return visitor.visitTypeExpr(self)
            else:
                return visitor.visitChildren(self)




    def typeExpr(self):

        localctx = SubstraitExprParser.TypeExprContext(self, self._ctx, self.state)
        self.enterRule(localctx, 52, self.RULE_typeExpr)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 497
            self.typeName()
            self.state = 499
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,63,self._ctx)
            if la_ == 1:
                self.state = 498
                self.match(SubstraitExprParser.QMARK)


            self.state = 502
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,64,self._ctx)
            if la_ == 1:
                self.state = 501
                self.typeParams()


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeNameContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def USER_TYPE(self):
            return self.getToken(SubstraitExprParser.USER_TYPE, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_typeName

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTypeName" ):
                return visitor.visitTypeName(self)
            else:
                return visitor.visitChildren(self)




    def typeName(self):

        localctx = SubstraitExprParser.TypeNameContext(self, self._ctx, self.state)
        self.enterRule(localctx, 54, self.RULE_typeName)
        try:
            self.state = 506
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 61]:
                self.enterOuterAlt(localctx, 1)
                self.state = 504
                self.identifier()
                pass
            elif token in [60]:
                self.enterOuterAlt(localctx, 2)
                self.state = 505
                self.match(SubstraitExprParser.USER_TYPE)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeParamsContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def LT(self):
            return self.getToken(SubstraitExprParser.LT, 0)

        def GT(self):
            return self.getToken(SubstraitExprParser.GT, 0)

        def typeParam(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.TypeParamContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.TypeParamContext,i)


        def ARROW(self):
            return self.getToken(SubstraitExprParser.ARROW, 0)

        def typeExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeExprContext,0)


        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_typeParams

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTypeParams" ):
                return visitor.visitTypeParams(self)
            else:
                return visitor.visitChildren(self)




    def typeParams(self):

        localctx = SubstraitExprParser.TypeParamsContext(self, self._ctx, self.state)
        self.enterRule(localctx, 56, self.RULE_typeParams)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 508
            self.match(SubstraitExprParser.LT)
            self.state = 517
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if ((((_la - 24)) & ~0x3f) == 0 and ((1 << (_la - 24)) & 4606486642639) != 0):
                self.state = 509
                self.typeParam()
                self.state = 514
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==64:
                    self.state = 510
                    self.match(SubstraitExprParser.COMMA)
                    self.state = 511
                    self.typeParam()
                    self.state = 516
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)



            self.state = 521
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==70:
                self.state = 519
                self.match(SubstraitExprParser.ARROW)
                self.state = 520
                self.typeExpr()


            self.state = 523
            self.match(SubstraitExprParser.GT)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeParamContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def INTEGER(self):
            return self.getToken(SubstraitExprParser.INTEGER, 0)

        def typeExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.TypeExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.TypeExprContext,i)


        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)

        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)

        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_typeParam

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTypeParam" ):
                return visitor.visitTypeParam(self)
            else:
                return visitor.visitChildren(self)




    def typeParam(self):

        localctx = SubstraitExprParser.TypeParamContext(self, self._ctx, self.state)
        self.enterRule(localctx, 58, self.RULE_typeParam)
        self._la = 0 # Token type
        try:
            self.state = 538
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [55]:
                self.enterOuterAlt(localctx, 1)
                self.state = 525
                self.match(SubstraitExprParser.INTEGER)
                pass
            elif token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 60, 61]:
                self.enterOuterAlt(localctx, 2)
                self.state = 526
                self.typeExpr()
                pass
            elif token in [66]:
                self.enterOuterAlt(localctx, 3)
                self.state = 527
                self.match(SubstraitExprParser.LPAREN)
                self.state = 528
                self.typeExpr()
                self.state = 533
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==64:
                    self.state = 529
                    self.match(SubstraitExprParser.COMMA)
                    self.state = 530
                    self.typeExpr()
                    self.state = 535
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)

                self.state = 536
                self.match(SubstraitExprParser.RPAREN)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class IdentifierContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def IDENT(self):
            return self.getToken(SubstraitExprParser.IDENT, 0)

        def softKeyword(self):
            return self.getTypedRuleContext(SubstraitExprParser.SoftKeywordContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_identifier

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIdentifier" ):
                return visitor.visitIdentifier(self)
            else:
                return visitor.visitChildren(self)




    def identifier(self):

        localctx = SubstraitExprParser.IdentifierContext(self, self._ctx, self.state)
        self.enterRule(localctx, 60, self.RULE_identifier)
        try:
            self.state = 542
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [61]:
                self.enterOuterAlt(localctx, 1)
                self.state = 540
                self.match(SubstraitExprParser.IDENT)
                pass
            elif token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50]:
                self.enterOuterAlt(localctx, 2)
                self.state = 541
                self.softKeyword()
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class SoftKeywordContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def INTERVAL(self):
            return self.getToken(SubstraitExprParser.INTERVAL, 0)

        def TO(self):
            return self.getToken(SubstraitExprParser.TO, 0)

        def FILTER(self):
            return self.getToken(SubstraitExprParser.FILTER, 0)

        def WHERE(self):
            return self.getToken(SubstraitExprParser.WHERE, 0)

        def OVER(self):
            return self.getToken(SubstraitExprParser.OVER, 0)

        def PARTITION(self):
            return self.getToken(SubstraitExprParser.PARTITION, 0)

        def ASC(self):
            return self.getToken(SubstraitExprParser.ASC, 0)

        def DESC(self):
            return self.getToken(SubstraitExprParser.DESC, 0)

        def NULLS(self):
            return self.getToken(SubstraitExprParser.NULLS, 0)

        def FIRST(self):
            return self.getToken(SubstraitExprParser.FIRST, 0)

        def LAST(self):
            return self.getToken(SubstraitExprParser.LAST, 0)

        def ROWS(self):
            return self.getToken(SubstraitExprParser.ROWS, 0)

        def RANGE(self):
            return self.getToken(SubstraitExprParser.RANGE, 0)

        def UNBOUNDED(self):
            return self.getToken(SubstraitExprParser.UNBOUNDED, 0)

        def PRECEDING(self):
            return self.getToken(SubstraitExprParser.PRECEDING, 0)

        def FOLLOWING(self):
            return self.getToken(SubstraitExprParser.FOLLOWING, 0)

        def CURRENT(self):
            return self.getToken(SubstraitExprParser.CURRENT, 0)

        def ROW(self):
            return self.getToken(SubstraitExprParser.ROW, 0)

        def CLUSTERED(self):
            return self.getToken(SubstraitExprParser.CLUSTERED, 0)

        def ALL(self):
            return self.getToken(SubstraitExprParser.ALL, 0)

        def ANY(self):
            return self.getToken(SubstraitExprParser.ANY, 0)

        def SOME(self):
            return self.getToken(SubstraitExprParser.SOME, 0)

        def EXISTS(self):
            return self.getToken(SubstraitExprParser.EXISTS, 0)

        def UNIQUE(self):
            return self.getToken(SubstraitExprParser.UNIQUE, 0)

        def TABLE(self):
            return self.getToken(SubstraitExprParser.TABLE, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_softKeyword

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSoftKeyword" ):
                return visitor.visitSoftKeyword(self)
            else:
                return visitor.visitChildren(self)




    def softKeyword(self):

        localctx = SubstraitExprParser.SoftKeywordContext(self, self._ctx, self.state)
        self.enterRule(localctx, 62, self.RULE_softKeyword)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 544
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 2251798991601664) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class WordContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def AND(self):
            return self.getToken(SubstraitExprParser.AND, 0)

        def OR(self):
            return self.getToken(SubstraitExprParser.OR, 0)

        def XOR(self):
            return self.getToken(SubstraitExprParser.XOR, 0)

        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def IS(self):
            return self.getToken(SubstraitExprParser.IS, 0)

        def NULL(self):
            return self.getToken(SubstraitExprParser.NULL, 0)

        def TRUE(self):
            return self.getToken(SubstraitExprParser.TRUE, 0)

        def FALSE(self):
            return self.getToken(SubstraitExprParser.FALSE, 0)

        def DISTINCT(self):
            return self.getToken(SubstraitExprParser.DISTINCT, 0)

        def FROM(self):
            return self.getToken(SubstraitExprParser.FROM, 0)

        def BETWEEN(self):
            return self.getToken(SubstraitExprParser.BETWEEN, 0)

        def IN(self):
            return self.getToken(SubstraitExprParser.IN, 0)

        def LIKE(self):
            return self.getToken(SubstraitExprParser.LIKE, 0)

        def IF(self):
            return self.getToken(SubstraitExprParser.IF, 0)

        def THEN(self):
            return self.getToken(SubstraitExprParser.THEN, 0)

        def ELSE(self):
            return self.getToken(SubstraitExprParser.ELSE, 0)

        def CASE(self):
            return self.getToken(SubstraitExprParser.CASE, 0)

        def WHEN(self):
            return self.getToken(SubstraitExprParser.WHEN, 0)

        def END(self):
            return self.getToken(SubstraitExprParser.END, 0)

        def SWITCH(self):
            return self.getToken(SubstraitExprParser.SWITCH, 0)

        def CAST(self):
            return self.getToken(SubstraitExprParser.CAST, 0)

        def TRY_CAST(self):
            return self.getToken(SubstraitExprParser.TRY_CAST, 0)

        def AS(self):
            return self.getToken(SubstraitExprParser.AS, 0)

        def BY(self):
            return self.getToken(SubstraitExprParser.BY, 0)

        def ORDER(self):
            return self.getToken(SubstraitExprParser.ORDER, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_word

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitWord" ):
                return visitor.visitWord(self)
            else:
                return visitor.visitChildren(self)




    def word(self):

        localctx = SubstraitExprParser.WordContext(self, self._ctx, self.state)
        self.enterRule(localctx, 64, self.RULE_word)
        try:
            self.state = 572
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 61]:
                self.enterOuterAlt(localctx, 1)
                self.state = 546
                self.identifier()
                pass
            elif token in [1]:
                self.enterOuterAlt(localctx, 2)
                self.state = 547
                self.match(SubstraitExprParser.AND)
                pass
            elif token in [2]:
                self.enterOuterAlt(localctx, 3)
                self.state = 548
                self.match(SubstraitExprParser.OR)
                pass
            elif token in [3]:
                self.enterOuterAlt(localctx, 4)
                self.state = 549
                self.match(SubstraitExprParser.XOR)
                pass
            elif token in [4]:
                self.enterOuterAlt(localctx, 5)
                self.state = 550
                self.match(SubstraitExprParser.NOT)
                pass
            elif token in [5]:
                self.enterOuterAlt(localctx, 6)
                self.state = 551
                self.match(SubstraitExprParser.IS)
                pass
            elif token in [6]:
                self.enterOuterAlt(localctx, 7)
                self.state = 552
                self.match(SubstraitExprParser.NULL)
                pass
            elif token in [7]:
                self.enterOuterAlt(localctx, 8)
                self.state = 553
                self.match(SubstraitExprParser.TRUE)
                pass
            elif token in [8]:
                self.enterOuterAlt(localctx, 9)
                self.state = 554
                self.match(SubstraitExprParser.FALSE)
                pass
            elif token in [9]:
                self.enterOuterAlt(localctx, 10)
                self.state = 555
                self.match(SubstraitExprParser.DISTINCT)
                pass
            elif token in [10]:
                self.enterOuterAlt(localctx, 11)
                self.state = 556
                self.match(SubstraitExprParser.FROM)
                pass
            elif token in [11]:
                self.enterOuterAlt(localctx, 12)
                self.state = 557
                self.match(SubstraitExprParser.BETWEEN)
                pass
            elif token in [12]:
                self.enterOuterAlt(localctx, 13)
                self.state = 558
                self.match(SubstraitExprParser.IN)
                pass
            elif token in [13]:
                self.enterOuterAlt(localctx, 14)
                self.state = 559
                self.match(SubstraitExprParser.LIKE)
                pass
            elif token in [14]:
                self.enterOuterAlt(localctx, 15)
                self.state = 560
                self.match(SubstraitExprParser.IF)
                pass
            elif token in [15]:
                self.enterOuterAlt(localctx, 16)
                self.state = 561
                self.match(SubstraitExprParser.THEN)
                pass
            elif token in [16]:
                self.enterOuterAlt(localctx, 17)
                self.state = 562
                self.match(SubstraitExprParser.ELSE)
                pass
            elif token in [17]:
                self.enterOuterAlt(localctx, 18)
                self.state = 563
                self.match(SubstraitExprParser.CASE)
                pass
            elif token in [18]:
                self.enterOuterAlt(localctx, 19)
                self.state = 564
                self.match(SubstraitExprParser.WHEN)
                pass
            elif token in [19]:
                self.enterOuterAlt(localctx, 20)
                self.state = 565
                self.match(SubstraitExprParser.END)
                pass
            elif token in [20]:
                self.enterOuterAlt(localctx, 21)
                self.state = 566
                self.match(SubstraitExprParser.SWITCH)
                pass
            elif token in [21]:
                self.enterOuterAlt(localctx, 22)
                self.state = 567
                self.match(SubstraitExprParser.CAST)
                pass
            elif token in [22]:
                self.enterOuterAlt(localctx, 23)
                self.state = 568
                self.match(SubstraitExprParser.TRY_CAST)
                pass
            elif token in [23]:
                self.enterOuterAlt(localctx, 24)
                self.state = 569
                self.match(SubstraitExprParser.AS)
                pass
            elif token in [28]:
                self.enterOuterAlt(localctx, 25)
                self.state = 570
                self.match(SubstraitExprParser.BY)
                pass
            elif token in [29]:
                self.enterOuterAlt(localctx, 26)
                self.state = 571
                self.match(SubstraitExprParser.ORDER)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx



    def sempred(self, localctx:RuleContext, ruleIndex:int, predIndex:int):
        if self._predicates == None:
            self._predicates = dict()
        self._predicates[10] = self.valueExpr_sempred
        pred = self._predicates.get(ruleIndex, None)
        if pred is None:
            raise Exception("No predicate with index:" + str(ruleIndex))
        else:
            return pred(localctx, predIndex)

    def valueExpr_sempred(self, localctx:ValueExprContext, predIndex:int):
            if predIndex == 0:
                return self.precpred(self._ctx, 3)
         

            if predIndex == 1:
                return self.precpred(self._ctx, 2)
         

            if predIndex == 2:
                return self.precpred(self._ctx, 1)
         

            if predIndex == 3:
                return self.precpred(self._ctx, 8)
         

            if predIndex == 4:
                return self.precpred(self._ctx, 7)
         

            if predIndex == 5:
                return self.precpred(self._ctx, 6)
         

            if predIndex == 6:
                return self.precpred(self._ctx, 5)
         




